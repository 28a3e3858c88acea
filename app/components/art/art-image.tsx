import { preload } from "react-dom";
import type { SceneKind } from "~/content/schema";
import { ART_HEIGHT, ART_WIDTH, artPath } from "~/lib/art";

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
}: {
  scene: SceneKind;
  seed: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const src = artPath(scene, seed);
  // On wide screens the hero artwork sits beside the heading and is often the largest paint:
  // announce it in <head>. On phones it is below the heading, so it waits its turn.
  if (priority) {
    preload(src, { as: "image", fetchPriority: "high", media: "(min-width: 1024px)" });
  }
  return (
    <img
      src={src}
      alt={alt}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
