import type { SceneKind } from "~/content/schema";

/** Where the prerendered SVG file of an artwork lives; the seed makes each picture unique. */
export function artPath(scene: SceneKind, seed: string): string {
  return `/art/${scene}/${seed.replaceAll("/", "--")}.svg`;
}

export const ART_WIDTH = 640;
export const ART_HEIGHT = 400;
