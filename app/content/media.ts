/**
 * An uploaded photo as pages show it: its master is `content/media/<hash>.webp`, named by an
 * entry's `image.photo` (a story) or `portrait.photo` (a member of the team); the build cuts it
 * to the frame it is shown in (the artwork's 16:10, or a portrait's square), in a few widths, as
 * AVIF and WebP (scripts/media.mjs). Read by the schema, the pages and the build script alike.
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

/** The sizes the build cuts in each frame: their widths, and their height to their width. */
export const FRAME_CUTS: Record<Frame, { widths: readonly number[]; ratio: number }> = {
  wide: { widths: PHOTO_WIDTHS, ratio: PHOTO_RATIO },
  square: { widths: PORTRAIT_WIDTHS, ratio: 1 },
};

const largest = ({ widths, ratio }: { widths: readonly number[]; ratio: number }) => {
  const width = Math.max(...widths);
  return { width, height: Math.round(width * ratio) };
};

/**
 * The largest size the build cuts in each frame: a master covering it (its other side longer,
 * as the photo was taken) holds every size the pages use.
 */
export const LARGEST_CUT: Record<Frame, { width: number; height: number }> = {
  wide: largest(FRAME_CUTS.wide),
  square: largest(FRAME_CUTS.square),
};

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

/**
 * The photos a parsed entry names, each with the frames it is shown in: a `portrait.photo` is a
 * member's square, any other `photo` (a story's `image.photo`) the wide frame.
 */
export function photoFrames(
  entry: unknown,
  found = new Map<string, Set<Frame>>(),
  key = "",
): Map<string, Set<Frame>> {
  if (Array.isArray(entry)) {
    for (const item of entry) photoFrames(item, found, key);
  } else if (entry && typeof entry === "object") {
    for (const [name, value] of Object.entries(entry)) {
      if (name === "photo" && typeof value === "string" && PHOTO_NAME.test(value)) {
        found.set(
          value,
          (found.get(value) ?? new Set()).add(key === "portrait" ? "square" : "wide"),
        );
      } else {
        photoFrames(value, found, name);
      }
    }
  }
  return found;
}

/** One size of a photo, under the client build's folder: `media/3f2a…-640.avif`. */
export function photoFile(
  name: string,
  width: number,
  format: (typeof PHOTO_FORMATS)[number],
): string {
  return `media/${name.replace(/\.webp$/, "")}-${width}.${format}`;
}
