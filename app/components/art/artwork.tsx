import { useId } from "react";
import type { SceneKind } from "~/content/schema";
import { ArtDefs, Backdrop } from "./backdrop";
import { artIds, HEIGHT, ink, type Palette, url, WIDTH, white } from "./parts";
import { createRandom } from "./random";
import { scenes } from "./scenes";

/** The accent colours in the order this seed leads with. */
function paletteFor(seed: string): Palette {
  const r = createRandom(`${seed}:palette`);
  const order: Palette[] = [
    [ink.teal, ink.sky, ink.violet],
    [ink.sky, ink.violet, ink.teal],
    [ink.violet, ink.sky, ink.teal],
    [ink.teal, ink.violet, ink.sky],
  ];
  return r.pick(order);
}

/**
 * Our own vector artwork (no stock photos): a scene kind drawn over a night sky with aurora
 * shapes, varied by `seed` and always in the brand palette. Deterministic, so server and client
 * markup match. Responsive through `className` (e.g. "h-auto w-full").
 */
export function Artwork({
  scene,
  seed,
  alt,
  className,
  decorative,
}: {
  scene: SceneKind;
  seed: string;
  alt: string;
  className?: string;
  decorative?: boolean;
}) {
  const uid = `art${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const ids = artIds(uid);
  const palette = paletteFor(seed);
  const Scene = scenes[scene];

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={className}
      data-scene={scene}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative ? true : undefined}
    >
      <ArtDefs seed={seed} ids={ids} palette={palette} />
      <g clipPath={url(ids.clip)}>
        <Backdrop seed={seed} ids={ids} />
        <Scene seed={seed} ids={ids} palette={palette} />
      </g>
      <rect
        x={0.75}
        y={0.75}
        width={WIDTH - 1.5}
        height={HEIGHT - 1.5}
        rx={23.25}
        fill="none"
        stroke={white(0.07)}
        strokeWidth={1.5}
      />
    </svg>
  );
}
