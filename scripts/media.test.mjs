// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);

/** A master as the uploads keep them, named as a hash would name it. */
async function master(content, name, width, height) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .webp()
    .toBuffer();
  await writeFile(path.join(content, "media", name), bytes);
}

describe("the photos' sizes made by the build", () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "media-build-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("cuts each named photo in its own frame only, a master no entry names in none, and links what the live release made", async () => {
    const content = path.join(dir, "content");
    const [story, portrait, replaced] = ["a", "b", "c"].map((hex) => `${hex.repeat(20)}.webp`);
    for (const folder of ["media", "en/work", "en/team", "fr"]) {
      await mkdir(path.join(content, folder), { recursive: true });
    }
    await master(content, story, 1280, 800);
    await master(content, portrait, 320, 320);
    await master(content, replaced, 1280, 800);
    await writeFile(
      path.join(content, "en/work/story.yaml"),
      `image:\n  scene: chart\n  photo: ${story}\n  alt: A yard\n`,
    );
    await writeFile(
      path.join(content, "en/team/member.yaml"),
      `name: A. Member\nportrait:\n  photo: ${portrait}\n  alt: A face\n`,
    );
    const build = (client, live) =>
      run(process.execPath, ["scripts/media.mjs", client], {
        env: { ...process.env, CONTENT_DIR: content, PRECOMPRESS_REUSE: live ?? "" },
      });

    const live = path.join(dir, "live");
    await build(live);
    const sizes = (await readdir(path.join(live, "media"))).sort();
    expect(sizes).toEqual(
      [
        ...["640", "960", "1280"].map((width) => `${"a".repeat(20)}-${width}`),
        ...["160", "320"].map((width) => `${"b".repeat(20)}-${width}`),
      ]
        .flatMap((size) => [`${size}.avif`, `${size}.webp`])
        .sort(),
    );

    // The next release shares the live one's files: the same bytes on disk once, not twice.
    const next = path.join(dir, "next");
    const { stdout } = await build(next, live);
    expect(stdout).toContain("0 sizes made, 10 kept");
    for (const size of sizes) {
      const [before, after] = await Promise.all(
        [live, next].map((client) => stat(path.join(client, "media", size))),
      );
      expect(after.ino, size).toBe(before.ino);
    }
  });
});
