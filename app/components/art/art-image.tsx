import { preload } from "react-dom";
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFile } from "~/content/media";
import type { SceneKind } from "~/content/schema";
import { ART_HEIGHT, ART_WIDTH, artPath } from "~/lib/art";

/** What an artwork and a photo in its place share: the frame's size, and when to load. */
const framed = (priority: boolean, className?: string) =>
  ({
    width: ART_WIDTH,
    height: ART_HEIGHT,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    decoding: "async",
    className,
  }) as const;

/**
 * A photo the team uploaded, in the artwork's place and frame: AVIF where the browser reads it,
 * else WebP, in the width the layout needs (app/content/media.ts).
 */
function Photo({
  name,
  alt,
  priority,
  className,
  sizes,
}: {
  name: string;
  alt: string;
  priority: boolean;
  className?: string;
  sizes: string;
}) {
  // The preview's build is served under the back office's address: its files are found there.
  const base = import.meta.env.BASE_URL;
  const set = (format: (typeof PHOTO_FORMATS)[number]) =>
    PHOTO_WIDTHS.map((width) => `${base}${photoFile(name, width, format)} ${width}w`).join(", ");
  return (
    <picture className="contents">
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={set(format)} sizes={sizes} />
      ))}
      <img
        src={`${base}${photoFile(name, ART_WIDTH, "webp")}`}
        alt={alt}
        {...framed(priority, className)}
      />
    </picture>
  );
}

/**
 * An artwork as an image file rendered at build time: cached by the browser, lazy below the
 * fold, and with its size fixed so nothing shifts while it loads.
 */
export function ArtImage({
  scene,
  seed,
  alt,
  priority = false,
  className,
  photo,
  sizes = "(min-width: 1024px) 640px, 100vw",
}: {
  scene: SceneKind;
  seed: string;
  alt: string;
  priority?: boolean;
  className?: string;
  /** An uploaded photo shown instead of the artwork. */
  photo?: string;
  /** How wide the image is drawn, for choosing a photo's size. */
  sizes?: string;
}) {
  if (photo) {
    return <Photo name={photo} alt={alt} priority={priority} className={className} sizes={sizes} />;
  }
  const src = artPath(scene, seed);
  // On wide screens the hero artwork sits beside the heading and is often the largest paint:
  // announce it in <head>. On phones it is below the heading, so it waits its turn.
  if (priority) {
    preload(src, { as: "image", fetchPriority: "high", media: "(min-width: 1024px)" });
  }
  return <img src={src} alt={alt} {...framed(priority, className)} />;
}
