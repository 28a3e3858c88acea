// The uploaded photos' sizes, made from their masters in content/media (app/content/media.ts):
// each cut to the artwork's 16:10 frame and to a portrait's square, keeping what draws the eye,
// in every width a page asks for, as AVIF and WebP, into build/client/media. A photo an entry names without its master
// stops the build. Run by `npm run build` and `npm run build:preview`.
//
// A publish names the live release's client folder in PRECOMPRESS_REUSE: a size made there from
// the same master (the names are the masters' hashes) is copied instead of encoded again.
import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  PHOTO_FORMATS,
  PHOTO_NAME,
  PHOTO_RATIO,
  PHOTO_WIDTHS,
  PORTRAIT_WIDTHS,
  photoFile,
  photosIn,
} from "../app/content/media.ts";

const content = path.resolve(process.env.CONTENT_DIR ?? "content");
const client = path.resolve(process.argv[2] ?? "build/client");
const reuse = process.env.PRECOMPRESS_REUSE ? path.resolve(process.env.PRECOMPRESS_REUSE) : null;
const quality = { avif: 55, webp: 80 };

const masters = (await readdir(path.join(content, "media")).catch(() => [])).filter((name) =>
  PHOTO_NAME.test(name),
);

// Every photo an entry names has its master.
for (const language of ["en", "fr"]) {
  const files = await readdir(path.join(content, language), { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".yaml"))) {
    const text = await readFile(path.join(content, language, file), "utf8");
    for (const name of photosIn(text)) {
      if (!masters.includes(name)) {
        console.error(`${language}/${file}: the photo ${name} is not in content/media`);
        process.exitCode = 1;
      }
    }
  }
}
if (process.exitCode) process.exit();

let made = 0;
let copied = 0;
await mkdir(path.join(client, "media"), { recursive: true });
for (const name of masters) {
  const master = await readFile(path.join(content, "media", name));
  // Every master in both frames: the wide one of a story's image, the square of a portrait.
  const frames = [
    ...PHOTO_WIDTHS.map((width) => ({ width, ratio: PHOTO_RATIO })),
    ...PORTRAIT_WIDTHS.map((width) => ({ width, ratio: 1 })),
  ];
  for (const { width, ratio } of frames) {
    for (const format of PHOTO_FORMATS) {
      const file = photoFile(name, width, format);
      const target = path.join(client, file);
      if (
        reuse &&
        (await copyFile(path.join(reuse, file), target).then(
          () => true,
          () => false,
        ))
      ) {
        copied += 1;
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
console.log(
  `photos: ${masters.length} masters, ${made} sizes made, ${copied} kept from the live site`,
);
