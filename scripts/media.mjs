// The uploaded photos' sizes, made from their masters in content/media (app/content/media.ts):
// each photo an entry names cut to the frame it is shown in (a story's 16:10, keeping what draws
// the eye, or a portrait's square), in every width a page asks for, as AVIF and WebP, into
// build/client/media. A master no entry names gets no sizes. A photo an entry names without its
// master stops the build. Run by `npm run build`.
//
// A publish names the live release's client folder in PRECOMPRESS_REUSE: a size made there from
// the same master (the names are the masters' hashes) is linked to instead of encoded again, so
// the releases on disk share one copy of it.
import { copyFile, link, mkdir, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import {
  FRAME_CUTS,
  PHOTO_FORMATS,
  PHOTO_NAME,
  photoFile,
  photoFrames,
} from "../app/content/media.ts";

const content = path.resolve(process.env.CONTENT_DIR ?? "content");
const client = path.resolve(process.argv[2] ?? "build/client");
const reuse = process.env.PRECOMPRESS_REUSE ? path.resolve(process.env.PRECOMPRESS_REUSE) : null;
const quality = { avif: 55, webp: 80 };

const masters = (await readdir(path.join(content, "media")).catch(() => [])).filter((name) =>
  PHOTO_NAME.test(name),
);

// The photos the entries name, in their frames; each must have its master.
const named = new Map();
for (const language of ["en", "fr"]) {
  const files = await readdir(path.join(content, language), { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".yaml"))) {
    const entry = parse(await readFile(path.join(content, language, file), "utf8"));
    for (const [name, frames] of photoFrames(entry)) {
      if (!masters.includes(name)) {
        console.error(`${language}/${file}: the photo ${name} is not in content/media`);
        process.exitCode = 1;
      }
      named.set(name, new Set([...(named.get(name) ?? []), ...frames]));
    }
  }
}
if (process.exitCode) process.exit();

/** A size the live release made from the same master, linked (or copied, across disks). */
async function reused(file, target) {
  // Already there: a release made of links to the live one (scripts/render-pages.mjs) has it,
  // and copying over it would write into the live release's own file.
  if (await stat(target).catch(() => null)) return true;
  if (!reuse) return false;
  const live = path.join(reuse, file);
  return link(live, target).then(
    () => true,
    () =>
      copyFile(live, target).then(
        () => true,
        () => false,
      ),
  );
}

let made = 0;
let kept = 0;
await mkdir(path.join(client, "media"), { recursive: true });
for (const [name, frames] of named) {
  const master = await readFile(path.join(content, "media", name));
  for (const frame of frames) {
    const { widths, ratio } = FRAME_CUTS[frame];
    for (const width of widths) {
      for (const format of PHOTO_FORMATS) {
        const file = photoFile(name, width, format);
        const target = path.join(client, file);
        if (await reused(file, target)) {
          kept += 1;
          continue;
        }
        await sharp(master)
          .resize(width, Math.round(width * ratio), { fit: "cover", position: "attention" })
          [format]({ quality: quality[format] })
          .toFile(target);
        made += 1;
      }
    }
  }
}
console.log(
  `photos: ${named.size} named of ${masters.length} masters, ${made} sizes made, ${kept} kept from the live site`,
);
