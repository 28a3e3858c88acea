/**
 * An uploaded photo as pages show it: its master is `content/media/<hash>.webp`, named by an
 * entry's `image.photo` (a story) or `portrait.photo` (a member of the team); the build cuts it
 * to the artwork's 16:10 frame and to a square, in a few widths each, as AVIF and WebP
 * (scripts/media.mjs). Read by the schema, the pages and the build script alike.
 */

/** A master's name: the start of its bytes' hash. */
export const PHOTO_NAME = /^[a-f0-9]{20}\.webp$/;
export const PHOTO_WIDTHS = [640, 960, 1280] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
/** The frame of the artwork a photo takes the place of. */
export const PHOTO_RATIO = 10 / 16;

/**
 * A team member's portrait: a square, drawn in a circle beside their name, in the sizes of the
 * about page's and an article's avatar at one and two device pixels a CSS pixel.
 */
export const PORTRAIT_WIDTHS = [160, 320] as const;

/** How an upload is framed on its page: a story's wide image or a member's square portrait. */
export type Frame = "wide" | "square";

/** The smallest image each frame shows sharply at its largest size. */
export const MIN_SIZE: Record<Frame, { width: number; height: number }> = {
  wide: { width: 1280, height: 800 },
  square: { width: 400, height: 400 },
};

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
