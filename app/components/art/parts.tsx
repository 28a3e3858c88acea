/** Shared vocabulary of the artwork: palette tokens, ids, and a few drawing primitives. */
import type { ReactNode } from "react";
import { round } from "./random";

/** Brand tokens (app/styles/app.css); the artwork never uses raw hex values. */
export const ink = {
  night: "var(--color-night)",
  raised: "var(--color-night-raised)",
  card: "var(--color-night-card)",
  line: "var(--color-night-line)",
  teal: "var(--color-aurora-teal)",
  sky: "var(--color-aurora-sky)",
  violet: "var(--color-aurora-violet)",
} as const;

/** Light, text-like ink over the night background. */
export const white = (alpha: number) => `rgb(255 255 255 / ${alpha})`;

export const WIDTH = 640;
export const HEIGHT = 400;

/** Element ids of one artwork; unique on the page thanks to useId(). */
export type ArtIds = {
  /** Prefix for ids a scene defines itself. */
  uid: string;
  clip: string;
  bg: string;
  /** Accent gradient per shape (objectBoundingBox): fills of cards, bars, buttons. */
  accent: string;
  /** The accent running top to bottom, per shape: vertical bars. */
  accentV: string;
  /** Accent across the whole canvas (userSpaceOnUse): strokes, lines, anything thin. */
  accentLine: string;
  /** Accent fading to nothing downwards: areas under chart lines. */
  fade: string;
  blobs: readonly [string, string, string];
  /** Wide blur for aurora ribbons and glows. */
  blur: string;
  /** Small blur for LED and line glows. */
  glow: string;
  /** Accent for ChevronMark, drawn in its own -9..9 box. */
  mark: string;
  /** Soft drop shadow that lifts a floating card off the background. */
  shadow: string;
};

/** The three accent colours in the order this seed leads with. */
export type Palette = readonly [string, string, string];

export type SceneProps = { seed: string; ids: ArtIds; palette: Palette };

export function artIds(uid: string): ArtIds {
  return {
    uid,
    clip: `${uid}-clip`,
    bg: `${uid}-bg`,
    accent: `${uid}-accent`,
    accentV: `${uid}-accent-v`,
    accentLine: `${uid}-accent-line`,
    fade: `${uid}-fade`,
    blobs: [`${uid}-blob-a`, `${uid}-blob-b`, `${uid}-blob-c`],
    blur: `${uid}-blur`,
    glow: `${uid}-glow`,
    mark: `${uid}-mark`,
    shadow: `${uid}-shadow`,
  };
}

export const url = (id: string) => `url(#${id})`;

/** A text-like bar: a pill of `h` height. */
export function Bar({
  x,
  y,
  w,
  h = 8,
  fill = white(0.2),
  opacity,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  fill?: string;
  opacity?: number;
}) {
  return (
    <rect
      x={round(x)}
      y={round(y)}
      width={round(Math.max(w, h))}
      height={h}
      rx={h / 2}
      fill={fill}
      fillOpacity={opacity}
    />
  );
}

/** A card surface: night card fill, hairline border, optional floating shadow. */
export function Card({
  x,
  y,
  w,
  h,
  rx = 14,
  fill = ink.card,
  stroke = ink.line,
  shadow,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  rx?: number;
  fill?: string;
  stroke?: string;
  shadow?: string;
}) {
  return (
    <rect
      x={round(x)}
      y={round(y)}
      width={round(w)}
      height={round(h)}
      rx={rx}
      fill={fill}
      stroke={stroke}
      strokeWidth={1.5}
      filter={shadow ? url(shadow) : undefined}
    />
  );
}

/** A window frame with traffic-light dots and a divider under its title bar (34 px tall). */
export function WindowFrame({
  w,
  h,
  shadow,
  children,
}: {
  w: number;
  h: number;
  shadow?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Card x={0} y={0} w={w} h={h} rx={16} shadow={shadow} />
      <path d={`M0 34.5H${round(w)}`} stroke={ink.line} strokeWidth={1.5} />
      <path d={dots([18, 32, 46], 17, 4)} fill={white(0.18)} />
      {children}
    </>
  );
}

/** Many small circles as one path (keeps the element count low). */
export function dots(xs: readonly number[], y: number | readonly number[], r: number): string {
  return xs
    .map((x, i) => {
      const cy = typeof y === "number" ? y : (y[i] ?? 0);
      return `M${round(x - r)} ${round(cy)}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`;
    })
    .join("");
}

/** A path of rounded-cap strokes, one per [x1, x2, y]; draw with a strokeWidth and round caps. */
export function strokes(segments: ReadonlyArray<readonly [number, number, number]>): string {
  return segments.map(([x1, x2, y]) => `M${round(x1)} ${round(y)}H${round(x2)}`).join("");
}

/** A smooth line through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: ReadonlyArray<readonly [number, number]>): string {
  const p = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] as [number, number];
  let d = `M${round(p(0)[0])} ${round(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${round(c1x)} ${round(c1y)} ${round(c2x)} ${round(c2y)} ${round(x2)} ${round(y2)}`;
  }
  return d;
}

/** A random walk of `count` values between `min` and `max`, drifting upwards when `rise`. */
export function walk(
  next: () => number,
  count: number,
  min: number,
  max: number,
  rise = 0.35,
): number[] {
  const values: number[] = [];
  let v = min + (max - min) * (0.2 + next() * 0.3);
  for (let i = 0; i < count; i++) {
    v += (next() - 0.5 + rise * 0.5) * (max - min) * 0.35;
    // Bounce off the bounds rather than stick to them, so lines never run flat along an edge.
    if (v > max) v = max - (v - max) * 0.6;
    if (v < min) v = min + (min - v) * 0.6;
    v = Math.max(min, Math.min(max, v));
    values.push(v);
  }
  return values;
}

/** The studio's chevron mark, centred on 0,0 at `size` px wide; stroke with `url(ids.mark)`. */
export function ChevronMark({ size, stroke }: { size: number; stroke: string }) {
  const line = {
    fill: "none",
    stroke,
    strokeWidth: 2.6,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  };
  return (
    <g transform={`scale(${Math.round((size / 18) * 100) / 100})`}>
      <path d="M-9 5.5 0-1l9 6.5" {...line} />
      <path d="M-6.5 0 0-4.8 6.5 0" {...line} opacity={0.75} />
      <path d="M-4-5.5 0-8.5l4 3" {...line} opacity={0.5} />
      <path d="M0-1v10" {...line} />
    </g>
  );
}
