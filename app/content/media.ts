/**
 * An uploaded photo as pages show it: its master is `content/media/<hash>.webp`, named by an
 * entry's `image.photo`; the build cuts it to the artwork's 16:10 frame in a few widths, as AVIF
 * and WebP (scripts/media.mjs). Read by the schema, the pages and the build script alike.
 */

/** A master's name: the start of its bytes' hash. */
export const PHOTO_NAME = /^[a-f0-9]{20}\.webp$/;
export const PHOTO_WIDTHS = [640, 960, 1280] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
/** The frame of the artwork a photo takes the place of. */
export const PHOTO_RATIO = 10 / 16;

/** The photos a content file's text names (`photo: 3f2a….webp`), each once. */
export function photosIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\bphoto:\s*["']?([a-f0-9]{20}\.webp)\b/g)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}

/** One size of a photo, under the client build's folder: `media/3f2a…-640.avif`. */
export function photoFile(
  name: string,
  width: number,
  format: (typeof PHOTO_FORMATS)[number],
): string {
  return `media/${name.replace(/\.webp$/, "")}-${width}.${format}`;
}
