/** Scenes built around an object: brand, print, server, shield, mail, globe, network. */
import {
  Bar,
  Card,
  ChevronMark,
  dots,
  ink,
  type SceneProps,
  strokes,
  url,
  walk,
  white,
} from "./parts";
import { createRandom, type Random, round } from "./random";

const font = "var(--font-sans, ui-sans-serif, system-ui, sans-serif)";

/** A round check badge: a tinted disc and a check mark. */
function CheckBadge({ cx, cy, colour }: { cx: number; cy: number; colour: string }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={14} fill={colour} fillOpacity={0.16} />
      <path
        d={`M${cx - 6} ${cy + 0.5}l4 4 8-8.5`}
        fill="none"
        stroke={colour}
        strokeWidth={2.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** A status chip: check badge and two text bars on a raised card. */
function StatusChip({
  x,
  y,
  r,
  ids,
  colour,
}: {
  x: number;
  y: number;
  r: Random;
  ids: SceneProps["ids"];
  colour: string;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <Card x={0} y={0} w={150} h={54} rx={16} shadow={ids.shadow} fill={ink.raised} />
      <CheckBadge cx={27} cy={27} colour={colour} />
      <Bar x={50} y={17} w={r.int(62, 84)} h={7} fill={white(0.65)} />
      <Bar x={50} y={31} w={r.int(36, 56)} h={5} fill={white(0.22)} />
    </g>
  );
}

export function BrandScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:brand`);
  const mark = r.int(0, 2);
  const flip = r.chance(0.4);
  const lx = flip ? 324 : 64;
  const rx = flip ? 64 : 332;
  const cx = lx + 126;
  const cy = 160;
  const gradientType = r.chance();
  const round_ = r.chance();
  const swatches = [ink.night, palette[0], palette[1], palette[2], white(0.92)];
  const [a, b, c] = palette;
  return (
    <>
      <Card x={lx} y={52} w={252} h={296} rx={20} shadow={ids.shadow} />
      <circle
        cx={cx}
        cy={cy}
        r={92}
        fill="none"
        stroke={white(0.07)}
        strokeWidth={1.5}
        strokeDasharray="4 6"
      />
      <circle cx={cx} cy={cy} r={64} fill="none" stroke={white(0.05)} strokeWidth={1.5} />
      <path
        d={`M${lx + 16} ${cy}H${lx + 236}M${cx} ${52 + 16}V${cy + 108}`}
        stroke={white(0.06)}
        strokeWidth={1.5}
        strokeDasharray="2 5"
      />
      {mark === 0 && (
        <>
          <rect
            x={cx - 60}
            y={cy - 60}
            width={120}
            height={120}
            rx={34}
            fill={ink.raised}
            stroke={ink.line}
            strokeWidth={1.5}
          />
          <g transform={`translate(${cx} ${cy + 4})`}>
            <ChevronMark size={86} stroke={url(ids.mark)} />
          </g>
        </>
      )}
      {mark === 1 && (
        <>
          <circle cx={cx} cy={cy} r={46} fill="none" stroke={url(ids.accent)} strokeWidth={16} />
          <circle cx={cx + 33} cy={cy - 33} r={15} fill={b} stroke={ink.card} strokeWidth={6} />
          <circle cx={cx} cy={cy} r={12} fill={white(0.9)} />
        </>
      )}
      {mark === 2 &&
        [a, b, c].map((colour, i) => (
          <rect
            key={colour}
            x={cx - 30 + (i - 1) * 26}
            y={cy - 30 + (i - 1) * -8}
            width={60}
            height={60}
            rx={16}
            fill={colour}
            fillOpacity={0.78}
            transform={`rotate(45 ${cx + (i - 1) * 26} ${cy + (i - 1) * -8})`}
          />
        ))}
      <Bar x={cx - 62} y={284} w={124} h={12} fill={white(0.78)} />
      <Bar x={cx - 38} y={306} w={76} h={6} fill={white(0.25)} />

      <Card x={rx} y={52} w={244} h={140} rx={20} shadow={ids.shadow} />
      <text
        x={rx + 22}
        y={154}
        fontFamily={font}
        fontSize={78}
        fontWeight={600}
        letterSpacing={-2}
        fill={gradientType ? url(ids.accent) : white(0.92)}
      >
        Aa
      </text>
      <Bar x={rx + 140} y={84} w={82} h={12} fill={white(0.7)} />
      <Bar x={rx + 140} y={106} w={66} h={9} fill={white(0.45)} />
      <Bar x={rx + 140} y={124} w={74} h={6} fill={white(0.25)} />
      <Bar x={rx + 140} y={138} w={56} h={6} fill={white(0.25)} />
      <Bar x={rx + 140} y={152} w={64} h={6} fill={white(0.25)} />

      <Card x={rx} y={208} w={244} h={140} rx={20} shadow={ids.shadow} />
      {swatches.map((colour, i) => {
        const sx = rx + 22 + i * 42;
        return round_ ? (
          <g key={colour}>
            <circle
              cx={sx + 16}
              cy={254}
              r={17}
              fill={colour}
              stroke={i === 0 ? ink.line : "none"}
              strokeWidth={1.5}
            />
            <Bar x={sx + 4} y={282} w={24} h={5} fill={white(0.25)} />
          </g>
        ) : (
          <g key={colour}>
            <rect
              x={sx}
              y={228}
              width={34}
              height={50}
              rx={10}
              fill={colour}
              stroke={i === 0 ? ink.line : "none"}
              strokeWidth={1.5}
            />
            <Bar x={sx + 4} y={288} w={24} h={5} fill={white(0.25)} />
          </g>
        );
      })}
      <rect x={rx + 22} y={310} width={200} height={14} rx={7} fill={url(ids.accent)} />
    </>
  );
}

export function PrintScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:print`);
  const flip = r.chance();
  const bx = flip ? 330 : 64;
  const by = 78;
  const pw = 82;
  const ph = 226;
  const skew = r.int(10, 16);
  const tops = r.chance() ? [0, skew, 0, skew] : [skew, 0, skew, 0];
  const panels = [0, 1, 2].map((i) => ({
    x: bx + i * pw,
    y: by + (tops[i] ?? 0),
    slope: round(((tops[i + 1] ?? 0) - (tops[i] ?? 0)) / pw),
  }));
  const outline = `M${bx} ${by}${[1, 2, 3].map((i) => `L${bx + i * pw} ${by + (tops[i] ?? 0)}`).join("")}V${
    by + ph + (tops[3] ?? 0)
  }${[2, 1, 0].map((i) => `L${bx + i * pw} ${by + ph + (tops[i] ?? 0)}`).join("")}Z`;
  const cardsX = flip ? 70 : 358;
  const backTilt = r.int(-18, -9);
  const frontTilt = r.int(3, 9);
  const heights = walk(r.next, 4, 0.3, 1, 0.3);
  const dark = ink.night;
  return (
    <>
      <path d={outline} fill={ink.night} filter={url(ids.shadow)} />
      <g transform={`matrix(1 ${panels[0]?.slope} 0 1 ${panels[0]?.x} ${panels[0]?.y})`}>
        <rect width={pw} height={ph} fill={url(ids.accent)} />
        <g transform={`translate(${pw / 2} 64)`}>
          <ChevronMark size={36} stroke={white(0.95)} />
        </g>
        <Bar x={16} y={120} w={50} h={9} fill={dark} opacity={0.6} />
        <Bar x={16} y={136} w={36} h={9} fill={dark} opacity={0.6} />
        <Bar x={16} y={160} w={46} h={5} fill={dark} opacity={0.35} />
        <Bar x={16} y={170} w={40} h={5} fill={dark} opacity={0.35} />
      </g>
      <g transform={`matrix(1 ${panels[1]?.slope} 0 1 ${panels[1]?.x} ${panels[1]?.y})`}>
        <rect width={pw} height={ph} fill={white(0.82)} />
        <rect
          x={10}
          y={12}
          width={pw - 20}
          height={64}
          rx={6}
          fill={palette[1]}
          fillOpacity={0.5}
        />
        <circle cx={pw - 26} cy={32} r={9} fill={white(0.7)} />
        <Bar x={10} y={90} w={54} h={8} fill={dark} opacity={0.7} />
        <path
          d={strokes([
            [13, 66, 112],
            [13, 60, 122],
            [13, 68, 132],
            [13, 48, 142],
            [13, 64, 162],
            [13, 54, 172],
          ])}
          stroke={dark}
          strokeOpacity={0.25}
          strokeWidth={4.5}
          strokeLinecap="round"
        />
        <rect x={10} y={190} width={48} height={16} rx={8} fill={url(ids.accent)} />
      </g>
      <g transform={`matrix(1 ${panels[2]?.slope} 0 1 ${panels[2]?.x} ${panels[2]?.y})`}>
        <rect width={pw} height={ph} fill={white(0.92)} />
        <Bar x={10} y={16} w={48} h={8} fill={dark} opacity={0.7} />
        {heights.map((v, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            key={i}
            x={12 + i * 16}
            y={round(100 - v * 58)}
            width={10}
            height={round(v * 58)}
            rx={3}
            fill={palette[i % 3]}
          />
        ))}
        <path
          d={strokes([
            [13, 68, 122],
            [13, 60, 132],
            [13, 66, 142],
            [13, 40, 152],
          ])}
          stroke={dark}
          strokeOpacity={0.25}
          strokeWidth={4.5}
          strokeLinecap="round"
        />
        <circle cx={22} cy={184} r={10} fill={palette[2]} fillOpacity={0.8} />
        <Bar x={38} y={178} w={34} h={5} fill={dark} opacity={0.45} />
        <Bar x={38} y={188} w={24} h={5} fill={dark} opacity={0.25} />
      </g>
      <path
        d={`M${bx + pw} ${by + (tops[1] ?? 0)}V${by + ph + (tops[1] ?? 0)}`}
        stroke={ink.night}
        strokeOpacity={0.25}
        strokeWidth={2}
      />
      <g transform={`translate(${cardsX + 104} ${r.int(146, 166)}) rotate(${backTilt})`}>
        <rect
          x={-100}
          y={-57}
          width={200}
          height={114}
          rx={10}
          fill={url(ids.accent)}
          filter={url(ids.shadow)}
        />
        <ChevronMark size={40} stroke={white(0.95)} />
      </g>
      <g transform={`translate(${cardsX + 112} ${r.int(242, 262)}) rotate(${frontTilt})`}>
        <rect
          x={-100}
          y={-57}
          width={200}
          height={114}
          rx={10}
          fill={ink.raised}
          stroke={ink.line}
          strokeWidth={1.5}
          filter={url(ids.shadow)}
        />
        <g transform="translate(-74 -30)">
          <ChevronMark size={22} stroke={url(ids.mark)} />
        </g>
        <Bar x={-80} y={0} w={r.int(74, 96)} h={9} fill={white(0.8)} />
        <Bar x={-80} y={15} w={52} h={5} fill={white(0.3)} />
        <path
          d={strokes([
            [-77, -10, 34],
            [-77, -20, 43],
          ])}
          stroke={white(0.2)}
          strokeWidth={4}
          strokeLinecap="round"
        />
        <rect x={52} y={-38} width={28} height={28} rx={8} fill={url(ids.accent)} opacity={0.9} />
      </g>
    </>
  );
}

/** A server cabinet: stacked units with drive bays, vents and status LEDs. */
function Rack({
  x,
  y,
  w,
  units,
  r,
  ids,
  palette,
  glow,
}: {
  x: number;
  y: number;
  w: number;
  units: number;
  r: Random;
  ids: SceneProps["ids"];
  palette: SceneProps["palette"];
  glow: boolean;
}) {
  const uh = 30;
  const gap = 8;
  const leds: [string[], string[], string[], string[]] = [[], [], [], []];
  let bays = "";
  let vents = "";
  const ys: number[] = [];
  for (let i = 0; i < units; i++) {
    const uy = y + 12 + i * (uh + gap);
    ys.push(uy);
    for (let k = 0; k < 2; k++) {
      const state = r.chance(0.7) ? 0 : r.int(1, 3);
      leds[state]?.push(`M${x + 11 + k * 10} ${uy + uh / 2}a3 3 0 1 0 6 0a3 3 0 1 0-6 0`);
    }
    const bayCount = r.int(2, 4);
    for (let k = 0; k < bayCount; k++) {
      bays += `M${x + 40 + k * 18} ${uy + 8}h13v14h-13z`;
    }
    for (let vx = x + w - 48; vx <= x + w - 14; vx += 5) {
      vents += `M${vx} ${uy + 9}v12`;
    }
  }
  const colours = [palette[0], palette[1], palette[2], white(0.14)];
  const total = units * (uh + gap) + 16;
  return (
    <>
      <rect
        x={x - 8}
        y={y}
        width={w + 16}
        height={total}
        rx={14}
        fill={ink.raised}
        stroke={ink.line}
        strokeWidth={1.5}
        filter={url(ids.shadow)}
      />
      {ys.map((uy) => (
        <rect
          key={uy}
          x={x}
          y={uy}
          width={w}
          height={uh}
          rx={7}
          fill={ink.card}
          stroke={ink.line}
          strokeWidth={1}
        />
      ))}
      <path d={bays} fill={white(0.06)} />
      <path d={vents} stroke={white(0.1)} strokeWidth={1.5} strokeLinecap="round" />
      {glow && <path d={leds[0].join("")} fill={colours[0]} filter={url(ids.glow)} />}
      {leds.map((d, i) => (
        <path key={colours[i]} d={d.join("")} fill={colours[i]} />
      ))}
    </>
  );
}

export function ServerScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:server`);
  const cardLeft = r.chance();
  const uptime = walk(r.next, 22, 0, 1, 0);
  const dip = r.int(4, 18);
  const frontUnits = r.int(6, 7);
  const sideUnits = [r.int(4, 5), r.int(4, 5)];
  const frontY = 360 - frontUnits * 38 - 16;
  const sideY = (units: number) => 332 - units * 38 - 16;
  const cloudX = cardLeft ? r.int(480, 540) : r.int(100, 160);
  const cloudY = r.int(56, 76);
  return (
    <>
      <ellipse
        cx={320}
        cy={358}
        rx={250}
        ry={22}
        fill={palette[0]}
        opacity={0.16}
        filter={url(ids.blur)}
      />
      <g opacity={0.8}>
        <Rack
          x={108}
          y={sideY(sideUnits[0] ?? 4)}
          w={134}
          units={sideUnits[0] ?? 4}
          r={r}
          ids={ids}
          palette={palette}
          glow={false}
        />
        <Rack
          x={398}
          y={sideY(sideUnits[1] ?? 4)}
          w={134}
          units={sideUnits[1] ?? 4}
          r={r}
          ids={ids}
          palette={palette}
          glow={false}
        />
      </g>
      <path
        d={`M${cloudX} ${cloudY + 26}C${cloudX} ${frontY - 20} 320 ${cloudY + 40} 320 ${frontY}`}
        fill="none"
        stroke={white(0.2)}
        strokeWidth={1.5}
        strokeDasharray="4 5"
      />
      <g transform={`translate(${cloudX} ${cloudY})`}>
        <path
          d="M-32 22H30A20 20 0 0 0 32-17 28 28 0 0 0-18-16 20 20 0 0 0-32 22Z"
          fill={ink.raised}
          stroke={url(ids.accentLine)}
          strokeWidth={2}
          strokeLinejoin="round"
          filter={url(ids.shadow)}
        />
        <path
          d="M0 13V-5M-7 2l7-7 7 7"
          fill="none"
          stroke={white(0.85)}
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <Rack x={246} y={frontY} w={148} units={frontUnits} r={r} ids={ids} palette={palette} glow />
      <g transform={`translate(${cardLeft ? 40 : 418} ${r.int(28, 44)})`}>
        <Card x={0} y={0} w={182} h={84} rx={16} shadow={ids.shadow} fill={ink.raised} />
        <circle cx={20} cy={22} r={4} fill={ink.teal} />
        <Bar x={30} y={19} w={64} h={6} fill={white(0.35)} />
        <text x={16} y={56} fontFamily={font} fontSize={20} fontWeight={600} fill={white(0.92)}>
          99.9{r.int(5, 9)}%
        </text>
        <path
          d={uptime
            .map((v, i) => `M${100 + i * 3.4} ${i === dip ? 48 : round(62 - 10 - v * 6)}V68`)
            .join("")}
          stroke={palette[0]}
          strokeWidth={2}
          strokeLinecap="round"
        />
        <path
          d={`M${100 + dip * 3.4} 48V68`}
          stroke={palette[2]}
          strokeWidth={2}
          strokeLinecap="round"
        />
      </g>
    </>
  );
}

const SHIELD =
  "M0-92C22-78 48-70 74-68V-8C74 46 42 78 0 94C-42 78-74 46-74-8V-68C-48-70-22-78 0-92Z";

export function ShieldScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:shield`);
  const cx = 320 + r.int(-24, 24);
  const cy = 196;
  const scanY = r.int(120, 270);
  const scanId = `${ids.uid}-scan`;
  let lines = "";
  for (let ly = 44; ly < 360; ly += 11) lines += `M${cx - 200} ${ly}H${cx + 200}`;
  const chipsUp = r.chance();
  return (
    <>
      <defs>
        <linearGradient id={scanId} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={palette[0]} stopOpacity="0" />
          <stop offset="0.5" stopColor={palette[0]} stopOpacity="1" />
          <stop offset="1" stopColor={palette[0]} stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={lines} stroke={white(0.035)} strokeWidth={1} />
      <circle cx={cx} cy={cy} r={122} fill="none" stroke={white(0.07)} strokeWidth={1.5} />
      <circle
        cx={cx}
        cy={cy}
        r={156}
        fill="none"
        stroke={white(0.06)}
        strokeWidth={1.5}
        strokeDasharray="3 7"
      />
      <circle cx={cx} cy={cy} r={190} fill="none" stroke={white(0.04)} strokeWidth={1.5} />
      <rect
        x={cx - 190}
        y={scanY - 18}
        width={380}
        height={26}
        fill={url(scanId)}
        opacity={0.16}
        filter={url(ids.glow)}
      />
      <g transform={`translate(${cx} ${cy}) scale(1.08)`}>
        <path d={SHIELD} fill={palette[0]} opacity={0.35} filter={url(ids.blur)} />
        <path d={SHIELD} fill={ink.raised} stroke={url(ids.accent)} strokeWidth={3} />
        <path d={SHIELD} transform="scale(0.78)" fill={url(ids.accent)} opacity={0.12} />
        <path
          d="M-30 2 -8 24 32-18"
          fill="none"
          stroke={white(0.95)}
          strokeWidth={12}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x={cx - 190} y={scanY} width={380} height={2} fill={url(scanId)} />
      <g transform={`translate(${cx + 70} ${cy + 74})`}>
        <circle
          r={32}
          fill={ink.card}
          stroke={ink.line}
          strokeWidth={1.5}
          filter={url(ids.shadow)}
        />
        <path
          d="M-7-3v-5a7 7 0 0 1 14 0v5"
          fill="none"
          stroke={white(0.85)}
          strokeWidth={3}
          strokeLinecap="round"
        />
        <rect x={-11} y={-4} width={22} height={17} rx={4} fill={url(ids.accent)} />
        <circle cx={0} cy={4.5} r={2.6} fill={ink.night} />
      </g>
      <path
        d={`M${cx - 120} ${chipsUp ? 118 : 262}H${cx - 84}M${cx + 100} ${chipsUp ? 258 : 124}H${cx + 124}`}
        stroke={white(0.14)}
        strokeWidth={1.5}
        strokeDasharray="3 4"
      />
      <StatusChip x={cx - 270} y={(chipsUp ? 118 : 262) - 27} r={r} ids={ids} colour={ink.teal} />
      <StatusChip x={cx + 124} y={(chipsUp ? 258 : 124) - 27} r={r} ids={ids} colour={palette[1]} />
    </>
  );
}

export function MailScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:mail`);
  const flip = r.chance(0.4);
  const ex = flip ? 340 : 60;
  const ew = 248;
  const top = 192;
  const bottom = 344;
  const mid = ex + ew / 2;
  const sx = flip ? 60 : 424;
  const rate = r.int(38, 72);
  const circ = 2 * Math.PI * 30;
  const bars = walk(r.next, 6, 0.25, 1, 0.4);
  const planeX = flip ? 268 : 338;
  const planeY = r.int(48, 86);
  return (
    <>
      <path
        d={`M${ex} ${top}L${mid} ${top - 74}L${ex + ew} ${top}Z`}
        fill={ink.raised}
        stroke={ink.line}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <rect
        x={ex}
        y={top}
        width={ew}
        height={bottom - top}
        rx={12}
        fill={ink.raised}
        filter={url(ids.shadow)}
      />
      <g transform={`translate(${mid - 98} ${top - 140})`}>
        <rect
          width={196}
          height={220}
          rx={12}
          fill={ink.card}
          stroke={ink.line}
          strokeWidth={1.5}
        />
        <path d="M0 52V12A12 12 0 0 1 12 0H184A12 12 0 0 1 196 12V52Z" fill={url(ids.accent)} />
        <g transform="translate(98 27)">
          <ChevronMark size={24} stroke={white(0.95)} />
        </g>
        <Bar x={18} y={68} w={r.int(110, 150)} h={10} fill={white(0.78)} />
        <Bar x={18} y={88} w={160} h={5} fill={white(0.2)} />
        <Bar x={18} y={99} w={r.int(110, 140)} h={5} fill={white(0.2)} />
        <rect x={18} y={114} width={70} height={20} rx={10} fill={url(ids.accent)} />
      </g>
      <path
        d={`M${ex + 12} ${top}L${mid} ${top + 66}L${ex + ew - 12} ${top}H${ex + ew - 12}A12 12 0 0 1 ${
          ex + ew
        } ${top + 12}V${bottom - 12}A12 12 0 0 1 ${ex + ew - 12} ${bottom}H${ex + 12}A12 12 0 0 1 ${ex} ${
          bottom - 12
        }V${top + 12}A12 12 0 0 1 ${ex + 12} ${top}Z`}
        fill={ink.card}
        stroke={ink.line}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path
        d={`M${ex + 6} ${bottom - 6}L${mid - 20} ${top + 74}M${ex + ew - 6} ${bottom - 6}L${mid + 20} ${top + 74}`}
        stroke={white(0.06)}
        strokeWidth={1.5}
      />
      <circle
        cx={mid}
        cy={top + 66}
        r={14}
        fill={url(ids.accent)}
        stroke={ink.card}
        strokeWidth={3}
      />
      <path
        d={`M${mid - 5} ${top + 66.5}l3.5 3.5 6.5-7`}
        fill="none"
        stroke={ink.night}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      <g transform={`translate(${sx} 60)`}>
        <Card x={0} y={0} w={160} h={164} rx={18} shadow={ids.shadow} fill={ink.raised} />
        <Bar x={18} y={18} w={70} h={7} fill={white(0.55)} />
        <circle cx={80} cy={84} r={30} fill="none" stroke={white(0.07)} strokeWidth={10} />
        <circle
          cx={80}
          cy={84}
          r={30}
          fill="none"
          stroke={url(ids.accent)}
          strokeWidth={10}
          strokeLinecap="round"
          strokeDasharray={`${round((circ * rate) / 100)} ${round(circ)}`}
          transform="rotate(-90 80 84)"
        />
        <text
          x={80}
          y={90}
          textAnchor="middle"
          fontFamily={font}
          fontSize={16}
          fontWeight={600}
          fill={white(0.92)}
        >
          {rate}%
        </text>
        <circle cx={24} cy={138} r={4} fill={palette[0]} />
        <Bar x={34} y={135} w={40} h={6} fill={white(0.3)} />
        <circle cx={92} cy={138} r={4} fill={white(0.2)} />
        <Bar x={102} y={135} w={36} h={6} fill={white(0.3)} />
      </g>
      <g transform={`translate(${sx + (flip ? 24 : -16)} 244)`}>
        <Card x={0} y={0} w={168} h={92} rx={18} shadow={ids.shadow} fill={ink.raised} />
        <Bar x={18} y={18} w={56} h={6} fill={white(0.35)} />
        <text x={18} y={52} fontFamily={font} fontSize={18} fontWeight={600} fill={white(0.92)}>
          +{r.int(12, 40)}%
        </text>
        {bars.map((v, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            key={i}
            x={90 + i * 11}
            y={round(72 - v * 44)}
            width={7}
            height={round(v * 44)}
            rx={3.5}
            fill={i === bars.length - 1 ? url(ids.accentV) : white(0.14)}
          />
        ))}
        <Bar x={18} y={66} w={48} h={6} fill={white(0.16)} />
      </g>
      <path
        d={`M${planeX + 36} ${planeY + 150}C${planeX - 30} ${planeY + 120} ${planeX + 60} ${
          planeY + 70
        } ${planeX + 8} ${planeY + 22}`}
        fill="none"
        stroke={white(0.22)}
        strokeWidth={1.5}
        strokeDasharray="4 6"
        strokeLinecap="round"
      />
      <g transform={`translate(${planeX} ${planeY}) rotate(${flip ? -10 : -18})`}>
        <path d="M0 14 44 0 30 34 20 22Z" fill={white(0.92)} strokeLinejoin="round" />
        <path d="M20 22 44 0 14 18Z" fill={white(0.6)} />
      </g>
    </>
  );
}

export function GlobeScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:globe`);
  const cx = 320 + r.int(-40, 40);
  const cy = 204;
  const R = 128;
  const rot = r.range(0, Math.PI);
  const sphereId = `${ids.uid}-sphere`;
  const haloId = `${ids.uid}-halo`;
  const clipId = `${ids.uid}-globe`;
  const ph = [r.range(0, 6), r.range(0, 6), r.range(0, 6)];
  const tilt = 0.28;
  // Project longitude/latitude (radians) on the visible face; depth > 0 faces the viewer.
  const project = (lon: number, lat: number) => {
    const x = Math.cos(lat) * Math.sin(lon - rot);
    const z0 = Math.cos(lat) * Math.cos(lon - rot);
    const y0 = Math.sin(lat);
    const y = y0 * Math.cos(tilt) - z0 * Math.sin(tilt);
    const z = z0 * Math.cos(tilt) + y0 * Math.sin(tilt);
    return { x: cx + R * x, y: cy - R * y, z };
  };
  let land = "";
  for (let lat = -72; lat <= 78; lat += 6) {
    const step = 6 / Math.max(0.3, Math.cos((lat * Math.PI) / 180));
    for (let lon = 0; lon < 360; lon += step) {
      const la = (lat * Math.PI) / 180;
      const lo = (lon * Math.PI) / 180;
      const noise =
        Math.sin(lo * 3 + (ph[0] ?? 0)) +
        Math.sin(la * 4 + (ph[1] ?? 0)) * 0.8 +
        Math.sin((lo - la) * 5 + (ph[2] ?? 0)) * 0.6 +
        Math.sin((lo + la) * 2.2 + (ph[0] ?? 0)) * 0.5;
      if (noise < 0.75) continue;
      const p = project(lo, la);
      if (p.z < 0.05) continue;
      const dr = round(0.9 + p.z * 1.1);
      land += `M${round(p.x - dr)} ${round(p.y)}a${dr} ${dr} 0 1 0 ${round(dr * 2)} 0a${dr} ${dr} 0 1 0 ${round(-dr * 2)} 0`;
    }
  }
  const pins: Array<{ x: number; y: number }> = [];
  let guard = 0;
  while (pins.length < 5 && guard++ < 200) {
    const p = project(rot + r.range(-1.2, 1.2), r.range(-0.9, 1.1));
    if (p.z < 0.35) continue;
    if (pins.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 58)) continue;
    pins.push({ x: round(p.x), y: round(p.y) });
  }
  // Flight paths from the first pin to the others, lifted above the surface.
  const hub = pins[0];
  const arcs = hub
    ? pins.slice(1).map((b) => {
        const d = Math.hypot(hub.x - b.x, hub.y - b.y);
        const mx = (hub.x + b.x) / 2;
        const my = (hub.y + b.y) / 2;
        const qx = round(mx + (mx - cx) * 0.35);
        const qy = round(my + (my - cy) * 0.35 - d * 0.45);
        return `M${hub.x} ${hub.y}Q${qx} ${qy} ${b.x} ${b.y}`;
      })
    : [];
  const meridians = [0, 1, 2, 3, 4, 5].map((k) => {
    const a = rot + (k * Math.PI) / 6;
    return round(Math.abs(Math.sin(a)) * R);
  });
  const parallels = [-50, -20, 10, 40].map((deg) => {
    const la = (deg * Math.PI) / 180;
    return {
      y: round(cy - R * Math.sin(la) * Math.cos(tilt)),
      rx: round(R * Math.cos(la)),
      ry: round(R * Math.cos(la) * Math.sin(tilt)),
    };
  });
  const byX = [...pins].sort((p, q) => p.x - q.x);
  const labels = [byX[0], byX[byX.length - 1]].filter((p): p is { x: number; y: number } =>
    Boolean(p),
  );
  const orbitTilt = r.int(-22, -10);
  // The orbit's near half passes in front of the globe, its far half behind it.
  const orbitFront = `M${cx - R - 58} ${cy}A${R + 58} 40 0 0 0 ${cx + R + 58} ${cy}`;
  const orbitBack = `M${cx - R - 58} ${cy}A${R + 58} 40 0 0 1 ${cx + R + 58} ${cy}`;
  const sat = r.range(0.4, 2.7);
  return (
    <>
      <defs>
        <radialGradient id={sphereId} cx="0.36" cy="0.3" r="0.8">
          <stop offset="0" stopColor={ink.line} />
          <stop offset="0.55" stopColor={ink.card} />
          <stop offset="1" stopColor={ink.night} />
        </radialGradient>
        <radialGradient id={haloId}>
          <stop offset="0.7" stopColor={palette[1]} stopOpacity="0.35" />
          <stop offset="1" stopColor={palette[1]} stopOpacity="0" />
        </radialGradient>
        <clipPath id={clipId}>
          <circle cx={cx} cy={cy} r={R} />
        </clipPath>
      </defs>
      <circle cx={cx} cy={cy} r={R + 52} fill={url(haloId)} />
      <path
        d={orbitBack}
        fill="none"
        stroke={white(0.1)}
        strokeWidth={1.5}
        transform={`rotate(${orbitTilt} ${cx} ${cy})`}
      />
      <circle cx={cx} cy={cy} r={R} fill={url(sphereId)} />
      <g clipPath={url(clipId)} fill="none" stroke={white(0.08)} strokeWidth={1.2}>
        {meridians.map((mrx, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
          <ellipse key={k} cx={cx} cy={cy} rx={Math.max(mrx, 0.5)} ry={R} />
        ))}
        {parallels.map((p) => (
          <ellipse key={p.y} cx={cx} cy={p.y} rx={p.rx} ry={p.ry} />
        ))}
      </g>
      <path d={land} fill={white(0.3)} />
      <circle
        cx={cx}
        cy={cy}
        r={R}
        fill="none"
        stroke={url(ids.accent)}
        strokeWidth={1.5}
        opacity={0.7}
      />
      <path
        d={orbitFront}
        fill="none"
        stroke={white(0.14)}
        strokeWidth={1.5}
        transform={`rotate(${orbitTilt} ${cx} ${cy})`}
      />
      <circle
        cx={round(cx + (R + 58) * Math.cos(sat))}
        cy={round(cy + 40 * Math.sin(sat))}
        r={5}
        fill={palette[2]}
        transform={`rotate(${orbitTilt} ${cx} ${cy})`}
      />
      {arcs.map((d, i) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke={url(ids.accentLine)}
          strokeWidth={2}
          strokeLinecap="round"
          strokeDasharray={i === 3 ? "4 5" : undefined}
        />
      ))}
      {pins.map((p, i) => (
        <g key={`${p.x}-${p.y}`}>
          <circle cx={p.x} cy={p.y} r={9} fill={palette[i % 3]} opacity={0.28} />
          <circle cx={p.x} cy={p.y} r={4} fill={white(0.95)} />
        </g>
      ))}
      {labels.map((p, i) => {
        const right = p.x > cx ? 1 : -1;
        const lx = round(right > 0 ? p.x + 16 : p.x - 16 - 96);
        return (
          <g key={`${p.x}-${p.y}`} transform={`translate(${lx} ${round(p.y - 34)})`}>
            <rect
              width={96}
              height={30}
              rx={15}
              fill={ink.raised}
              stroke={ink.line}
              strokeWidth={1.5}
              filter={url(ids.shadow)}
            />
            <circle cx={16} cy={15} r={5} fill={palette[i % 3]} />
            <Bar x={28} y={12} w={r.int(40, 56)} h={6} fill={white(0.6)} />
          </g>
        );
      })}
    </>
  );
}

type Glyph = "ring" | "triangle" | "bars" | "square" | "diamond" | "dots" | "bolt" | "plus";

function GlyphShape({ glyph, colour }: { glyph: Glyph; colour: string }) {
  switch (glyph) {
    case "ring":
      return <circle r={9} fill="none" stroke={colour} strokeWidth={4} />;
    case "triangle":
      return <path d="M0-10 10 8H-10Z" fill={colour} strokeLinejoin="round" />;
    case "bars":
      return (
        <path d="M-8 8V0M0 8V-9M8 8V-4" stroke={colour} strokeWidth={4.5} strokeLinecap="round" />
      );
    case "square":
      return <rect x={-9} y={-9} width={18} height={18} rx={5} fill={colour} />;
    case "diamond":
      return (
        <rect x={-7} y={-7} width={14} height={14} rx={3} fill={colour} transform="rotate(45)" />
      );
    case "dots":
      return <path d={dots([-6, 6, -6, 6], [-6, -6, 6, 6], 3.6)} fill={colour} />;
    case "bolt":
      return <path d="M2-11-7 2h6l-2 9 9-13H0Z" fill={colour} strokeLinejoin="round" />;
    case "plus":
      return <path d="M0-9V9M-9 0H9" stroke={colour} strokeWidth={4.5} strokeLinecap="round" />;
  }
}

export function NetworkScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:network`);
  const hx = 320;
  const hy = 200;
  const count = r.int(6, 8);
  const offset = r.range(0, Math.PI * 2);
  const glyphs = r.shuffle<Glyph>([
    "ring",
    "triangle",
    "bars",
    "square",
    "diamond",
    "dots",
    "bolt",
    "plus",
  ]);
  const nodes = Array.from({ length: count }, (_, i) => {
    const a = offset + (i * Math.PI * 2) / count + r.range(-0.14, 0.14);
    return {
      x: round(hx + Math.cos(a) * r.range(206, 232)),
      y: round(hy + Math.sin(a) * r.range(118, 136)),
      glyph: glyphs[i] ?? "ring",
      colour: palette[i % 3] ?? ink.sky,
      live: r.chance(0.4),
    };
  });
  const curve = (x: number, y: number) => {
    const mx = hx + (x - hx) * 0.5;
    return `M${hx} ${hy}C${round(mx)} ${hy} ${round(mx)} ${y} ${x} ${y}`;
  };
  const at = (x: number, y: number, t: number) => {
    const mx = hx + (x - hx) * 0.5;
    const u = 1 - t;
    return {
      x: round(u * u * u * hx + 3 * u * u * t * mx + 3 * u * t * t * mx + t * t * t * x),
      y: round(u * u * u * hy + 3 * u * u * t * hy + 3 * u * t * t * y + t * t * t * y),
    };
  };
  return (
    <>
      <ellipse
        cx={hx}
        cy={hy}
        rx={220}
        ry={128}
        fill="none"
        stroke={white(0.06)}
        strokeWidth={1.5}
        strokeDasharray="4 8"
      />
      {nodes.map((n) => (
        <path
          key={`l${n.x}`}
          d={curve(n.x, n.y)}
          fill="none"
          stroke={n.live ? url(ids.accentLine) : white(0.12)}
          strokeWidth={n.live ? 2 : 1.5}
        />
      ))}
      {nodes
        .filter((n) => n.live)
        .map((n) => {
          const p = at(n.x, n.y, r.range(0.3, 0.7));
          return <circle key={`d${n.x}`} cx={p.x} cy={p.y} r={3.5} fill={white(0.95)} />;
        })}
      <circle cx={hx} cy={hy} r={62} fill={palette[0]} opacity={0.3} filter={url(ids.blur)} />
      <rect
        x={hx - 44}
        y={hy - 44}
        width={88}
        height={88}
        rx={26}
        fill={ink.raised}
        stroke={url(ids.accent)}
        strokeWidth={2}
        filter={url(ids.shadow)}
      />
      <g transform={`translate(${hx} ${hy + 3})`}>
        <ChevronMark size={44} stroke={url(ids.mark)} />
      </g>
      {nodes.map((n) => (
        <g key={`n${n.x}`} transform={`translate(${n.x} ${n.y})`}>
          <rect
            x={-27}
            y={-27}
            width={54}
            height={54}
            rx={16}
            fill={ink.card}
            stroke={n.live ? n.colour : ink.line}
            strokeOpacity={n.live ? 0.6 : 1}
            strokeWidth={1.5}
            filter={url(ids.shadow)}
          />
          <GlyphShape glyph={n.glyph} colour={n.colour} />
        </g>
      ))}
    </>
  );
}
