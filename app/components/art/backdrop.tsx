/** The night sky every scene sits on: gradients, aurora blobs and ribbon, stars, a skyline. */
import { type ArtIds, HEIGHT, ink, type Palette, url, WIDTH, white } from "./parts";
import { createRandom, round } from "./random";

/** Gradients, filters and the rounded clip shared by the scene. */
export function ArtDefs({ seed, ids, palette }: { seed: string; ids: ArtIds; palette: Palette }) {
  const r = createRandom(`${seed}:defs`);
  const diagonal = r.chance(0.6);
  const [lead, middle, last] = palette;
  const stops = (
    <>
      <stop offset="0" stopColor={lead} />
      <stop offset="0.5" stopColor={middle} />
      <stop offset="1" stopColor={last} />
    </>
  );
  // Filter regions in user space: a region sized from a thin path's box would cut its blur off.
  const region = {
    filterUnits: "userSpaceOnUse",
    x: -WIDTH,
    y: -HEIGHT,
    width: WIDTH * 3,
    height: HEIGHT * 3,
  } as const;
  return (
    <defs>
      <clipPath id={ids.clip}>
        <rect width={WIDTH} height={HEIGHT} rx={24} />
      </clipPath>
      <linearGradient id={ids.bg} x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stopColor={ink.night} />
        <stop offset="1" stopColor={ink.raised} />
      </linearGradient>
      <linearGradient id={ids.accent} x1="0" y1="0" x2="1" y2={diagonal ? "1" : "0"}>
        {stops}
      </linearGradient>
      <linearGradient id={ids.accentV} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={lead} />
        <stop offset="1" stopColor={middle} />
      </linearGradient>
      <linearGradient
        id={ids.accentLine}
        gradientUnits="userSpaceOnUse"
        x1="0"
        y1="0"
        x2={WIDTH}
        y2={diagonal ? HEIGHT : 0}
      >
        {stops}
      </linearGradient>
      <linearGradient id={ids.mark} gradientUnits="userSpaceOnUse" x1="-9" y1="-9" x2="9" y2="9">
        {stops}
      </linearGradient>
      <linearGradient id={ids.fade} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={lead} stopOpacity="0.38" />
        <stop offset="1" stopColor={lead} stopOpacity="0" />
      </linearGradient>
      {ids.blobs.map((id, i) => (
        <radialGradient key={id} id={id}>
          <stop offset="0" stopColor={palette[i]} stopOpacity="0.5" />
          <stop offset="0.45" stopColor={palette[i]} stopOpacity="0.18" />
          <stop offset="1" stopColor={palette[i]} stopOpacity="0" />
        </radialGradient>
      ))}
      <filter id={ids.blur} {...region}>
        <feGaussianBlur stdDeviation="18" />
      </filter>
      <filter id={ids.glow} {...region}>
        <feGaussianBlur stdDeviation="4" />
      </filter>
      <filter id={ids.shadow} {...region}>
        <feDropShadow dx="0" dy="14" stdDeviation="16" floodColor={ink.night} floodOpacity="0.8" />
      </filter>
    </defs>
  );
}

/** Night sky: aurora blobs, a northern-lights ribbon, a few stars and a low city skyline. */
export function Backdrop({ seed, ids }: { seed: string; ids: ArtIds }) {
  const r = createRandom(`${seed}:sky`);
  const anchors = r.shuffle([110, 320, 530]);
  const blobs = ids.blobs.map((id, i) => ({
    id,
    cx: (anchors[i] ?? 320) + r.range(-50, 50),
    cy: i === 0 ? r.range(40, 130) : r.range(90, 340),
    rx: r.range(190, 260),
    ry: r.range(130, 175),
  }));

  // The ribbon: a wave across the upper sky, drawn soft and then as blurred vertical rays.
  const y0 = r.range(30, 110);
  const ribbon = `M-60 ${y0}C${r.range(120, 220)} ${r.range(-30, 60)} ${r.range(380, 480)} ${r.range(
    90,
    170,
  )} 700 ${r.range(20, 110)}`;

  const starCount = r.int(12, 18);
  let stars = "";
  for (let i = 0; i < starCount; i++) {
    const sr = r.pick([0.7, 0.9, 1.2]);
    const x = r.range(16, WIDTH - 16);
    const y = r.range(12, 220);
    stars += `M${round(x - sr)} ${y}a${sr} ${sr} 0 1 0 ${sr * 2} 0a${sr} ${sr} 0 1 0 ${-sr * 2} 0`;
  }

  // Skyline: towers along the bottom edge with a few lit windows.
  let skyline = `M0 ${HEIGHT}`;
  let windows = "";
  let x = 0;
  while (x < WIDTH) {
    const w = r.int(16, 44);
    const tall = r.chance(0.2);
    const h = tall ? r.int(58, 92) : r.int(16, 50);
    const top = HEIGHT - h;
    skyline += `V${top}H${Math.min(WIDTH, x + w)}`;
    for (let wy = top + 8; wy < HEIGHT - 8; wy += 9) {
      for (let wx = x + 5; wx < x + w - 6; wx += 7) {
        if (r.chance(0.09)) windows += `M${wx} ${wy}h2.5v3.5h-2.5z`;
      }
    }
    x += w;
  }
  skyline += `V${HEIGHT}Z`;

  return (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={url(ids.bg)} />
      {blobs.map((b) => (
        <ellipse key={b.id} cx={b.cx} cy={b.cy} rx={b.rx} ry={b.ry} fill={url(b.id)} />
      ))}
      <path
        d={ribbon}
        fill="none"
        stroke={url(ids.accentLine)}
        strokeWidth={60}
        opacity={0.22}
        filter={url(ids.blur)}
      />
      <path
        d={ribbon}
        fill="none"
        stroke={url(ids.accentLine)}
        strokeWidth={64}
        strokeDasharray="2 9"
        opacity={0.28}
        filter={url(ids.glow)}
        transform="translate(0 -22)"
      />
      <path d={stars} fill={white(0.45)} />
      <path d={skyline} fill={ink.night} opacity={0.7} />
      <path d={windows} fill={white(0.16)} />
    </>
  );
}
