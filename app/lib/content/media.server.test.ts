// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { photosIn } from "~/content/media";
import { MAX_UPLOAD_BYTES } from "~/lib/post-limits";
import {
  acceptUpload,
  mediaOf,
  pruneUploads,
  readMaster,
  UPLOAD_KEEP_MS,
  UPLOADS_AT_ONCE,
  UPLOADS_WAITING,
  uploadTurn,
} from "./media.server";

/** A photo as a phone takes it: JPEG, with where it was taken and a sideways orientation tag. */
async function phonePhoto(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Pixel" }, IFD3: { GPSLatitudeRef: "N" } })
    .keepExif()
    .withMetadata({ orientation })
    .toBuffer();
}

const asFile = (bytes: Uint8Array, name: string, type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

describe("an image uploaded for a case study", () => {
  let site: string;
  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), "media-"));
  });
  afterEach(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("is kept as a WebP master named by its bytes, upright and without its metadata", async () => {
    // Stored 2000 × 1400 with "turn 90°": the photo is 1400 × 2000, upright.
    const photo = await phonePhoto(2000, 1400, 6);
    expect(await sharp(photo).metadata()).toMatchObject({
      exif: expect.anything(),
      orientation: 6,
    });
    const upload = await acceptUpload(site, asFile(photo, "IMG_1.jpg"));
    expect(upload).toMatchObject({ ok: true, width: 1400, height: 2000 });
    if (!upload.ok) return;
    expect(upload.name).toMatch(/^[a-f0-9]{20}\.webp$/);
    const master = await readMaster(site, path.join(site, "content"), upload.name);
    const meta = await sharp(master as Buffer).metadata();
    // Upright, and no larger than the widest size a story is cut to needs: 1280 wide.
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 1829 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The same picture again is the same file.
    const again = await acceptUpload(site, asFile(await phonePhoto(2000, 1400, 6), "copy.jpg"));
    expect(again).toMatchObject({ name: upload.name });
    expect(await readdir(path.join(site, "uploads"))).toEqual([upload.name]);
  });

  it("keeps no more pixels than the largest size its frame is cut to", async () => {
    const sizes: Record<string, unknown> = {};
    for (const [label, width, height, frame] of [
      ["camera", 4000, 3000, "wide"],
      ["panorama", 6000, 2000, "wide"],
      ["portrait", 3000, 3000, "square"],
    ] as const) {
      const upload = await acceptUpload(
        site,
        asFile(await phonePhoto(width, height), label),
        frame,
      );
      if (!upload.ok) throw new Error(upload.message);
      const master = await readMaster(site, path.join(site, "content"), upload.name);
      const { width: kept, height: keptHeight } = await sharp(master as Buffer).metadata();
      sizes[label] = [kept, keptHeight];
    }
    // 16:10 at 1280 × 800 covered, whatever the photo's own shape; a portrait's 320 square.
    expect(sizes).toEqual({ camera: [1280, 960], panorama: [2400, 800], portrait: [320, 320] });
  });

  it("counts a new master's bytes against the person's day, and keeps nothing it refuses", async () => {
    const charged: number[] = [];
    const charge = async (bytes: number) => {
      charged.push(bytes);
      return charged.length > 1 ? "At most so many bytes a day." : null;
    };
    const first = await acceptUpload(
      site,
      asFile(await phonePhoto(1600, 1000), "a.jpg"),
      "wide",
      charge,
    );
    expect(first).toMatchObject({ ok: true });
    // The same image again stores nothing new: not counted, not refused.
    const again = await acceptUpload(
      site,
      asFile(await phonePhoto(1600, 1000), "b.jpg"),
      "wide",
      charge,
    );
    expect(again).toEqual(first);
    const other = await acceptUpload(
      site,
      asFile(await phonePhoto(1700, 1000), "c.jpg"),
      "wide",
      charge,
    );
    expect(other).toEqual({ ok: false, message: "At most so many bytes a day.", overQuota: true });
    expect(charged).toHaveLength(2);
    expect(await readdir(path.join(site, "uploads"))).toHaveLength(1);
  });

  it("is checked by its content, size and dimensions, whatever its name says", async () => {
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 4, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await acceptUpload(site, asFile(png, "screenshot.jpg"))).toMatchObject({ ok: true });

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const script = await acceptUpload(site, asFile(svg, "logo.png", "image/png"));
    expect(script).toMatchObject({
      ok: false,
      message: expect.stringContaining("not a JPEG, PNG, WebP or AVIF"),
    });

    const html = new TextEncoder().encode("<html><body>hello</body></html>");
    expect(await acceptUpload(site, asFile(html, "photo.jpg"))).toMatchObject({ ok: false });

    const small = await acceptUpload(site, asFile(await phonePhoto(800, 600), "small.jpg"));
    expect(small).toMatchObject({ ok: false, message: expect.stringContaining("800 × 600") });
    // A portrait is drawn small and square: a 600 × 600 photo is enough for it, not for a story.
    const square = await phonePhoto(600, 600);
    expect(await acceptUpload(site, asFile(square, "face.jpg"), "square")).toMatchObject({
      ok: true,
    });
    expect(await acceptUpload(site, asFile(square, "face.jpg"))).toMatchObject({ ok: false });
    expect(
      await acceptUpload(site, asFile(await phonePhoto(300, 300), "tiny.jpg"), "square"),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("a portrait needs at least 400 × 400"),
    });

    // A JPEG's first bytes, then nothing an image decoder can read.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(4000).fill(7)]);
    expect(await acceptUpload(site, asFile(broken, "broken.jpg"))).toMatchObject({
      ok: false,
      message: expect.stringContaining("could not be read"),
    });

    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "huge.jpg");
    expect(await acceptUpload(site, huge)).toMatchObject({
      ok: false,
      message: expect.stringContaining("at most 12 MB"),
    });
    expect(await acceptUpload(site, new File([], "empty.jpg"))).toMatchObject({ ok: false });
    // The screenshot and the portrait were kept; nothing refused was.
    expect((await readdir(path.join(site, "uploads")).catch(() => [])).length).toBe(2);
  });

  it("is read back by its name only", async () => {
    for (const name of [
      "../repo/content/en/facts.yaml",
      "/etc/passwd",
      "a.webp\0",
      "ABCDEF0123456789abcd.webp",
    ]) {
      expect(await readMaster(site, path.join(site, "content"), name)).toBeNull();
    }
  });

  it("goes into a publish when a draft names it, and stops it when it was never uploaded", async () => {
    const upload = await acceptUpload(site, asFile(await phonePhoto(1600, 1000), "team.jpg"));
    if (!upload.ok) throw new Error(upload.message);
    const content = path.join(site, "content");
    const body = `client: Fundy Freight\nimage:\n  scene: chart\n  photo: ${upload.name}\n  alt: The dispatch board\n`;
    expect(photosIn(body)).toEqual([upload.name]);
    const files = await mediaOf(site, content, [{ file: "en/work/x.yaml", body }]);
    expect(files.map((file) => file.file)).toEqual([`media/${upload.name}`]);
    // Published already: nothing to add.
    await mkdir(path.join(content, "media"), { recursive: true });
    await writeFile(path.join(content, "media", upload.name), files[0]?.body ?? "");
    expect(await mediaOf(site, content, [{ file: "en/work/x.yaml", body }])).toEqual([]);
    const unknown = body.replace(upload.name, "0123456789abcdef0123.webp");
    await expect(
      mediaOf(site, content, [{ file: "en/work/x.yaml", body: unknown }]),
    ).rejects.toThrow("0123456789abcdef0123.webp");
  });

  it("leaves the uploads folder with what drafts still name once a publish is done", async () => {
    const contentDir = await mkdtemp(path.join(tmpdir(), "content-"));
    try {
      const keep = async (width: number) => {
        const upload = await acceptUpload(site, asFile(await phonePhoto(width, 900), "p.jpg"));
        if (!upload.ok) throw new Error(upload.message);
        return upload.name;
      };
      const [published, named, recent, forgotten] = await Promise.all(
        [1300, 1400, 1500, 1600].map(keep),
      );
      await mkdir(path.join(contentDir, "media"), { recursive: true });
      await writeFile(path.join(contentDir, "media", published as string), "");
      const uploads = path.join(site, "uploads");
      const old = new Date(Date.now() - UPLOAD_KEEP_MS - 60_000);
      for (const name of [named, forgotten])
        await utimes(path.join(uploads, name as string), old, old);
      await writeFile(path.join(uploads, ".half-written.webp.1.2"), "");
      await utimes(path.join(uploads, ".half-written.webp.1.2"), old, old);
      const drafts = [{ body: `image:\n  photo: ${named}\n  alt: A dispatch board` }];
      const removed = await pruneUploads(site, contentDir, drafts);
      expect(removed.sort()).toEqual([published, forgotten, ".half-written.webp.1.2"].sort());
      expect((await readdir(uploads)).sort()).toEqual([named, recent].sort());
    } finally {
      await rm(contentDir, { recursive: true, force: true });
    }
  });
});

describe("uploads sent at once", () => {
  it("are read a few at a time, a few more wait their turn, and the rest are refused at once", async () => {
    const turns = Array.from({ length: 100 }, () => uploadTurn());
    // The refused answer at once; the ones waiting do not.
    const settled = await Promise.all(
      turns.map((turn) =>
        Promise.race([turn, new Promise((resolve) => setTimeout(resolve, 50, "waiting"))]),
      ),
    );
    const running = settled.filter((turn) => typeof turn === "function") as (() => void)[];
    expect(running).toHaveLength(UPLOADS_AT_ONCE);
    expect(settled.filter((turn) => turn === "waiting")).toHaveLength(UPLOADS_WAITING);
    expect(settled.filter((turn) => turn === null)).toHaveLength(
      100 - UPLOADS_AT_ONCE - UPLOADS_WAITING,
    );
    // Each one ended hands its turn to one waiting, in order; a release twice counts once.
    for (const release of running) {
      release();
      release();
    }
    for (const turn of turns.slice(UPLOADS_AT_ONCE, UPLOADS_AT_ONCE + UPLOADS_WAITING)) {
      const release = await turn;
      release?.();
    }
    // All ended: the next ones are read at once again.
    const again = await Promise.all([uploadTurn(), uploadTurn()]);
    expect(again.every((turn) => typeof turn === "function")).toBe(true);
    for (const release of again) release?.();
  });
});
