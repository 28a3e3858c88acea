/**
 * Photos and screenshots the team uploads for a case study. An upload is checked by its bytes
 * (a JPEG, PNG, WebP or AVIF image, whatever its name says), its size and its dimensions, then
 * kept as a WebP master without its metadata (a phone's EXIF holds where it was taken), no larger
 * than its frame's largest size, named by the hash of its bytes: `3f2a….webp`. A name is all an
 * entry writes (`image.photo`).
 *
 * Until it is published a master waits in SITE_DIR/uploads, shared by the app servers; a publish
 * copies the masters its drafts name into content/media, in the same commit as the entry. The
 * build makes each page's sizes from them (scripts/media.mjs).
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type Frame, LARGEST_CUT, MIN_SIZE, PHOTO_NAME, photosIn } from "~/content/media";
import { MAX_UPLOAD_BYTES, megabytes } from "~/lib/post-limits";

/** The image kinds a browser shows and sharp reads, by their first bytes. */
function sniff(bytes: Uint8Array): "jpeg" | "png" | "webp" | "avif" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

export type Upload =
  | { ok: true; name: string; width: number; height: number }
  | { ok: false; message: string; overQuota?: true };

const uploadsOf = (siteDir: string) => path.join(siteDir, "uploads");

/**
 * How many uploads one server reads and cuts at once, and how many wait their turn: each holds
 * up to 12 MB in memory and keeps a core busy, so a hundred sent at once must not all be read.
 * Beyond these, an upload is refused before its bytes are read, and the person tries again.
 */
export const UPLOADS_AT_ONCE = 2;
export const UPLOADS_WAITING = 6;
let uploading = 0;
const queued: (() => void)[] = [];

/**
 * A turn to read and cut an upload: resolves with its release once it is this upload's turn, or
 * null at once when too many are waiting. The release hands the turn to the next one waiting.
 */
export async function uploadTurn(): Promise<(() => void) | null> {
  if (uploading < UPLOADS_AT_ONCE) {
    uploading += 1;
  } else if (queued.length < UPLOADS_WAITING) {
    await new Promise<void>((resolve) => queued.push(resolve));
  } else {
    return null;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = queued.shift();
    if (next) next();
    else uploading -= 1;
  };
}

/** Checks an uploaded file and keeps its master; says what is wrong otherwise. */
export async function acceptUpload(
  siteDir: string,
  file: File,
  /** The frame the page shows it in: a story's 16:10 image, or a portrait's square. */
  frame: Frame = "wide",
  /**
   * Counts the bytes a new master stores (the person's quota), or says why it may not be kept;
   * an image already uploaded stores nothing new and is not counted.
   */
  charge: (bytes: number) => Promise<string | null> = async () => null,
): Promise<Upload> {
  const least = MIN_SIZE[frame];
  if (file.size === 0) return { ok: false, message: "Choose an image file to upload." };
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      ok: false,
      message: `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; an image may be at most ${megabytes(MAX_UPLOAD_BYTES)} MB.`,
    };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(bytes);
  if (!kind) {
    return {
      ok: false,
      message: "This file is not a JPEG, PNG, WebP or AVIF image. Export it as one and try again.",
    };
  }
  let master: Buffer;
  let width: number;
  let height: number;
  try {
    const image = sharp(bytes, { limitInputPixels: 80_000_000, failOn: "error" }).rotate();
    const meta = await image.metadata();
    // Turned upright first: a portrait photo from a phone is stored sideways with a tag.
    const upright = (meta.orientation ?? 1) >= 5;
    width = (upright ? meta.height : meta.width) ?? 0;
    height = (upright ? meta.width : meta.height) ?? 0;
    if (width < least.width || height < least.height) {
      const what = frame === "wide" ? "a case study's image" : "a portrait";
      return {
        ok: false,
        message: `This image is ${width} × ${height} pixels; ${what} needs at least ${least.width} × ${least.height} to look sharp.`,
      };
    }
    // Only what the largest size the build cuts from it needs: every size is made from the
    // master, so pixels beyond it are stored (and copied into each publish) for nothing.
    master = await image
      .resize({ ...LARGEST_CUT[frame], fit: "outside", withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    return {
      ok: false,
      message: `This ${kind.toUpperCase()} file could not be read: it may be damaged. Export it again and retry.`,
    };
  }
  const name = `${createHash("sha256").update(master).digest("hex").slice(0, 20)}.webp`;
  const folder = uploadsOf(siteDir);
  if (await stat(path.join(folder, name)).catch(() => null))
    return { ok: true, name, width, height };
  const refusal = await charge(master.length);
  if (refusal) return { ok: false, message: refusal, overQuota: true };
  await mkdir(folder, { recursive: true });
  // Its own temporary name: the same image sent twice at once is written twice, then one wins.
  const temp = path.join(folder, `.${name}.${process.pid}.${randomUUID()}`);
  await writeFile(temp, master);
  await rename(temp, path.join(folder, name));
  return { ok: true, name, width, height };
}

/** A master's bytes, published (content/media) or waiting (uploads), or null. */
export async function readMaster(
  siteDir: string,
  contentDir: string,
  name: string,
): Promise<Buffer | null> {
  if (!PHOTO_NAME.test(name)) return null;
  for (const folder of [path.join(contentDir, "media"), uploadsOf(siteDir)]) {
    const found = await readFile(path.join(folder, name)).catch(() => null);
    if (found) return found;
  }
  return null;
}

/**
 * The masters the drafts name that content/media does not have yet, as files to lay out and
 * commit beside them (`media/<name>`). A name with no master stops the publish, saying which.
 */
export async function mediaOf(
  siteDir: string,
  contentDir: string,
  drafts: readonly { file: string; body: string }[],
): Promise<{ file: string; body: Buffer }[]> {
  const files: { file: string; body: Buffer }[] = [];
  for (const name of new Set(drafts.flatMap((draft) => photosIn(draft.body)))) {
    const published = await readFile(path.join(contentDir, "media", name)).catch(() => null);
    if (published) continue;
    const waiting = await readFile(path.join(uploadsOf(siteDir), name)).catch(() => null);
    if (!waiting) throw new Error(`The image ${name} named by a draft was never uploaded.`);
    files.push({ file: `media/${name}`, body: waiting });
  }
  return files;
}

/** How long an upload no draft names is kept: someone may upload today and save tomorrow. */
export const UPLOAD_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Clears the uploads folder after a publish: a master now in content/media (it travels with the
 * content), and one no draft names that is older than UPLOAD_KEEP_MS (uploaded, then the photo
 * removed or the draft discarded), or a write that never finished. Returns the names removed.
 */
export async function pruneUploads(
  siteDir: string,
  contentDir: string,
  drafts: readonly { body: string }[],
  now = Date.now(),
): Promise<string[]> {
  const folder = uploadsOf(siteDir);
  const named = new Set(drafts.flatMap((draft) => photosIn(draft.body)));
  const removed: string[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const published =
      PHOTO_NAME.test(name) && (await stat(path.join(contentDir, "media", name)).catch(() => null));
    const age = now - ((await stat(file).catch(() => null))?.mtimeMs ?? now);
    const stale = age > (PHOTO_NAME.test(name) ? UPLOAD_KEEP_MS : 60 * 60 * 1000);
    if (published || (!named.has(name) && stale)) {
      await rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}
