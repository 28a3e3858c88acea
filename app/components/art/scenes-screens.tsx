/** Scenes built around a screen: browser, phone, dashboard, chart, code, chat, cart. */
import {
  Bar,
  Card,
  ChevronMark,
  dots,
  ink,
  type SceneProps,
  smoothPath,
  strokes,
  url,
  WIDTH,
  WindowFrame,
  walk,
  white,
} from "./parts";
import { createRandom, type Random, round } from "./random";

const font = "var(--font-sans, ui-sans-serif, system-ui, sans-serif)";

/** A rolling-hills picture inside a rounded box: the stand-in for a hero image. */
function Picture({
  id,
  x,
  y,
  w,
  h,
  r,
  fill,
}: {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  r: Random;
  fill: string;
}) {
  const far = smoothPath(
    [0, 0.25, 0.5, 0.75, 1].map((t) => [x + t * w, y + h * r.range(0.45, 0.62)] as const),
  );
  const near = smoothPath(
    [0, 0.33, 0.66, 1].map((t) => [x + t * w, y + h * r.range(0.66, 0.8)] as const),
  );
  const bottom = `V${round(y + h)}H${round(x)}Z`;
  return (
    <>
      <clipPath id={id}>
        <rect x={round(x)} y={round(y)} width={round(w)} height={round(h)} rx={12} />
      </clipPath>
      <g clipPath={url(id)}>
        <rect x={round(x)} y={round(y)} width={round(w)} height={round(h)} fill={fill} />
        <circle
          cx={round(x + w * r.range(0.2, 0.8))}
          cy={round(y + h * 0.3)}
          r={round(h * 0.14)}
          fill={white(0.45)}
        />
        <path d={`${far}${bottom}`} fill={ink.night} fillOpacity={0.3} />
        <path d={`${near}${bottom}`} fill={ink.night} fillOpacity={0.55} />
      </g>
    </>
  );
}

export function BrowserScene({ seed, ids }: SceneProps) {
  const r = createRandom(`${seed}:browser`);
  const w = r.int(452, 484);
  const h = 296;
  const floatRight = r.chance();
  const x = round((WIDTH - w) / 2 + (floatRight ? -24 : 24));
  const y = 50;
  const pad = 24;
  const imageLeft = r.chance(0.35);
  const colW = (w - pad * 2 - 24) / 2;
  const textX = imageLeft ? pad + colW + 24 : pad;
  const imageX = imageLeft ? pad : pad + colW + 24;
  const heroY = 88;
  const heroH = 112;
  const cardCount = r.int(3, 4);
  const cardY = heroY + heroH + 20;
  const cardH = h - cardY - 20;
  const cardW = (w - pad * 2 - 14 * (cardCount - 1)) / cardCount;
  const navWidths = [r.int(26, 38), r.int(26, 38), r.int(26, 38)];
  const buttonX = w - pad - 66;
  const floatX = floatRight ? x + w - 84 : x - 70;
  const floatY = y + r.int(196, 214);
  const spark = walk(r.next, 6, 0, 1, 0.6);
  return (
    <>
      <g transform={`translate(${x} ${y})`}>
        <WindowFrame w={w} h={h} shadow={ids.shadow} />
        <rect x={w / 2 - 90} y={10} width={180} height={14} rx={7} fill={white(0.06)} />
        <rect x={pad} y={50} width={18} height={18} rx={6} fill={url(ids.accent)} />
        <Bar x={pad + 26} y={55} w={50} h={8} fill={white(0.5)} />
        <path
          d={strokes(
            navWidths.map((nw, i) => {
              const end = buttonX - 20 - i * 52;
              return [end - nw, end, 59] as const;
            }),
          )}
          stroke={white(0.24)}
          strokeWidth={6}
          strokeLinecap="round"
        />
        <rect x={buttonX} y={48} width={66} height={22} rx={11} fill={url(ids.accent)} />
        <Bar x={textX} y={heroY + 6} w={colW * r.range(0.8, 0.96)} h={14} fill={white(0.78)} />
        <Bar x={textX} y={heroY + 28} w={colW * r.range(0.5, 0.72)} h={14} fill={url(ids.accent)} />
        <Bar x={textX} y={heroY + 56} w={colW * 0.94} h={6} fill={white(0.2)} />
        <Bar x={textX} y={heroY + 68} w={colW * r.range(0.6, 0.8)} h={6} fill={white(0.2)} />
        <rect x={textX} y={heroY + 88} width={78} height={24} rx={12} fill={url(ids.accent)} />
        <rect
          x={textX + 88}
          y={heroY + 88.75}
          width={64}
          height={22.5}
          rx={11.25}
          fill="none"
          stroke={white(0.25)}
          strokeWidth={1.5}
        />
        <Picture
          id={`${ids.uid}-hero`}
          x={imageX}
          y={heroY}
          w={colW}
          h={heroH}
          r={r}
          fill={url(ids.accent)}
        />
        {Array.from({ length: cardCount }, (_, i) => {
          const cx = pad + i * (cardW + 14);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            <g key={i}>
              <rect
                x={round(cx)}
                y={cardY}
                width={round(cardW)}
                height={cardH}
                rx={12}
                fill={white(0.03)}
                stroke={ink.line}
                strokeWidth={1.5}
              />
              <rect
                x={round(cx + 12)}
                y={cardY + 12}
                width={20}
                height={20}
                rx={6}
                fill={white(0.08)}
              />
              <circle cx={round(cx + 22)} cy={cardY + 22} r={4} fill={url(ids.accentLine)} />
              <Bar
                x={cx + 40}
                y={cardY + 15}
                w={cardW * r.range(0.32, 0.45)}
                h={6}
                fill={white(0.5)}
              />
              <Bar
                x={cx + 12}
                y={cardY + 42}
                w={cardW * r.range(0.55, 0.78)}
                h={5}
                fill={white(0.16)}
              />
            </g>
          );
        })}
      </g>
      <g transform={`translate(${floatX} ${floatY})`}>
        <Card x={0} y={0} w={154} h={88} shadow={ids.shadow} fill={ink.raised} />
        <Bar x={16} y={16} w={56} h={6} fill={white(0.3)} />
        <text x={16} y={52} fontFamily={font} fontSize={22} fontWeight={600} fill={white(0.92)}>
          +{r.int(18, 64)}%
        </text>
        <path
          d={smoothPath(spark.map((v, i) => [92 + i * 9, 58 - v * 30] as const))}
          fill="none"
          stroke={url(ids.accent)}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
        <Bar x={16} y={66} w={72} h={6} fill={white(0.12)} />
      </g>
    </>
  );
}

type PhoneVariant = "wallet" | "stats" | "feed";

function Phone({
  r,
  ids,
  palette,
  variant,
  transform,
}: SceneProps & { r: Random; variant: PhoneVariant; transform: string }) {
  const w = 152;
  const h = 304;
  const pct = r.int(58, 92);
  const circ = 2 * Math.PI * 40;
  return (
    <g transform={transform}>
      <rect
        width={w}
        height={h}
        rx={30}
        fill={ink.raised}
        stroke={white(0.14)}
        strokeWidth={2}
        filter={url(ids.shadow)}
      />
      <rect x={6} y={6} width={w - 12} height={h - 12} rx={24} fill={ink.card} />
      <rect x={w / 2 - 22} y={14} width={44} height={11} rx={5.5} fill={ink.night} />
      <Bar x={18} y={40} w={r.int(48, 66)} h={8} fill={white(0.6)} />
      <circle cx={w - 28} cy={44} r={9} fill={url(ids.accent)} />
      {variant === "wallet" && (
        <>
          <rect x={16} y={64} width={w - 32} height={86} rx={14} fill={url(ids.accent)} />
          <Bar x={28} y={78} w={40} h={6} fill={ink.night} opacity={0.45} />
          <Bar x={28} y={94} w={r.int(64, 84)} h={14} fill={white(0.92)} />
          <Bar x={28} y={128} w={28} h={6} fill={white(0.6)} />
          <Bar x={62} y={128} w={20} h={6} fill={white(0.6)} />
          {[0, 1, 2].map((i) => {
            const ry = 166 + i * 36;
            return (
              <g key={i}>
                <circle cx={30} cy={ry + 11} r={11} fill={white(0.07)} />
                <circle cx={30} cy={ry + 11} r={4} fill={palette[i]} />
                <Bar x={48} y={ry + 4} w={r.int(40, 56)} h={6} fill={white(0.45)} />
                <Bar x={48} y={ry + 15} w={r.int(24, 36)} h={5} fill={white(0.16)} />
                <Bar x={w - 46} y={ry + 8} w={28} h={6} fill={white(0.3)} />
              </g>
            );
          })}
        </>
      )}
      {variant === "stats" && (
        <>
          <circle cx={w / 2} cy={118} r={40} fill="none" stroke={white(0.07)} strokeWidth={10} />
          <circle
            cx={w / 2}
            cy={118}
            r={40}
            fill="none"
            stroke={url(ids.accent)}
            strokeWidth={10}
            strokeLinecap="round"
            strokeDasharray={`${round((circ * pct) / 100)} ${round(circ)}`}
            transform={`rotate(-90 ${w / 2} 118)`}
          />
          <text
            x={w / 2}
            y={124}
            textAnchor="middle"
            fontFamily={font}
            fontSize={17}
            fontWeight={600}
            fill={white(0.92)}
          >
            {pct}%
          </text>
          {walk(r.next, 7, 0.2, 1, 0.3).map((v, i) => {
            const bh = round(12 + v * 44);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
                key={i}
                x={20 + i * 16.5}
                y={232 - bh}
                width={9}
                height={bh}
                rx={4.5}
                fill={i === 5 ? url(ids.accentV) : white(0.12)}
              />
            );
          })}
          <Bar x={20} y={246} w={70} h={6} fill={white(0.4)} />
          <Bar x={20} y={258} w={46} h={5} fill={white(0.16)} />
        </>
      )}
      {variant === "feed" && (
        <>
          <Picture
            id={`${ids.uid}-feed`}
            x={16}
            y={64}
            w={w - 32}
            h={96}
            r={r}
            fill={url(ids.accent)}
          />
          <Bar x={16} y={172} w={r.int(84, 110)} h={9} fill={white(0.7)} />
          <Bar x={16} y={188} w={108} h={5} fill={white(0.18)} />
          <Bar x={16} y={199} w={80} h={5} fill={white(0.18)} />
          {[0, 1].map((i) => (
            <g key={i}>
              <rect
                x={16 + i * 62}
                y={214}
                width={56}
                height={48}
                rx={10}
                fill={white(0.05)}
                stroke={ink.line}
              />
              <circle cx={30 + i * 62} cy={230} r={6} fill={palette[i + 1]} />
              <Bar x={24 + i * 62} y={246} w={32} h={5} fill={white(0.3)} />
            </g>
          ))}
        </>
      )}
      <path d={dots([38, 62, 90, 114], h - 22, 3)} fill={white(0.22)} />
      <rect x={w / 2 - 24} y={h - 13} width={48} height={4} rx={2} fill={white(0.3)} />
    </g>
  );
}

export function PhoneScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:phone`);
  const variants = r.shuffle<PhoneVariant>(["wallet", "stats", "feed"]);
  const two = r.chance(0.65);
  const props = { seed, ids, palette };
  const chipRight = r.chance();
  const chipX = two ? (chipRight ? 452 : 36) : chipRight ? 414 : 70;
  const chipY = r.int(84, 200);
  return (
    <>
      {two ? (
        <>
          <Phone
            {...props}
            r={r}
            variant={variants[1] ?? "stats"}
            transform={`translate(${chipRight ? 168 : 320} 66) rotate(${chipRight ? -7 : 7} 76 152)`}
          />
          <Phone
            {...props}
            r={r}
            variant={variants[0] ?? "wallet"}
            transform={`translate(${chipRight ? 282 : 206} 44)`}
          />
        </>
      ) : (
        <>
          <Phone
            {...props}
            r={r}
            variant={variants[0] ?? "wallet"}
            transform={`translate(${chipRight ? 230 : 258} 46)`}
          />
          <g transform={`translate(${chipRight ? 78 : 430} ${r.int(220, 260)})`}>
            <Card x={0} y={0} w={134} h={76} shadow={ids.shadow} fill={ink.raised} />
            <Bar x={14} y={14} w={48} h={6} fill={white(0.3)} />
            <path
              d={smoothPath(walk(r.next, 6, 0, 1, 0.6).map((v, i) => [14 + i * 21, 60 - v * 28]))}
              fill="none"
              stroke={url(ids.accent)}
              strokeWidth={2.5}
              strokeLinecap="round"
            />
          </g>
        </>
      )}
      <g transform={`translate(${chipX} ${chipY})`}>
        <Card x={0} y={0} w={156} h={58} rx={16} shadow={ids.shadow} fill={ink.raised} />
        <circle cx={29} cy={29} r={14} fill={url(ids.accent)} />
        <path
          d="M23 29.5l4 4 8-8.5"
          fill="none"
          stroke={ink.night}
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Bar x={52} y={19} w={r.int(64, 84)} h={7} fill={white(0.65)} />
        <Bar x={52} y={33} w={r.int(40, 56)} h={5} fill={white(0.22)} />
      </g>
    </>
  );
}

export function DashboardScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:dashboard`);
  const w = 520;
  const h = 308;
  const x = 60 + r.int(-8, 8);
  const y = 46;
  const side = 112;
  const mx = side + 20;
  const mw = w - mx - 20;
  const active = r.int(0, 3);
  const navWidths = [0, 1, 2, 3, 4].map(() => r.int(30, 50));
  const kpiW = (mw - 24) / 3;
  const chartW = round(mw * r.range(0.58, 0.66));
  const chartY = 168;
  const chartH = h - chartY - 18;
  const plot = walk(r.next, r.int(7, 10), 0, 1, 0.5);
  const px0 = mx + 16;
  const px1 = mx + chartW - 16;
  const py0 = chartY + 40;
  const py1 = chartY + chartH - 14;
  const points = plot.map(
    (v, i) => [px0 + ((px1 - px0) * i) / (plot.length - 1), py1 - v * (py1 - py0)] as const,
  );
  const last = points[points.length - 1] ?? [px1, py0];
  const donutX = mx + chartW + 12;
  const donutW = mw - chartW - 12;
  const pct = r.int(55, 88);
  const circ = 2 * Math.PI * 30;
  const lineChart = r.chance(0.6);
  const donutSide = r.chance(0.55);
  return (
    <g transform={`translate(${x} ${y})`}>
      <WindowFrame w={w} h={h} shadow={ids.shadow} />
      <path d={`M0 35H${side}V${h}H16A16 16 0 0 1 0 ${h - 16}Z`} fill={white(0.025)} />
      <path d={`M${side} 35V${h}`} stroke={ink.line} strokeWidth={1.5} />
      <g transform="translate(28 60)">
        <ChevronMark size={18} stroke={url(ids.mark)} />
      </g>
      <Bar x={44} y={56} w={46} h={8} fill={white(0.55)} />
      <rect x={10} y={82 + active * 28} width={side - 20} height={24} rx={8} fill={white(0.06)} />
      <path
        d={[0, 1, 2, 3, 4]
          .filter((i) => i !== active)
          .map((i) => `M20 ${89 + i * 28}h10v10h-10z`)
          .join("")}
        fill={white(0.2)}
      />
      <path
        d={strokes(
          navWidths
            .map((nw, i) => [41, 41 + nw, 94 + i * 28] as const)
            .filter((_, i) => i !== active),
        )}
        stroke={white(0.22)}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <rect x={20} y={89 + active * 28} width={10} height={10} rx={3} fill={palette[0]} />
      <Bar x={38} y={91 + active * 28} w={navWidths[active] ?? 44} h={6} fill={white(0.65)} />
      <Bar x={mx} y={52} w={r.int(96, 124)} h={10} fill={white(0.7)} />
      <Bar x={mx} y={68} w={70} h={6} fill={white(0.2)} />
      <rect
        x={w - 172}
        y={49}
        width={112}
        height={24}
        rx={12}
        fill={white(0.04)}
        stroke={ink.line}
        strokeWidth={1.5}
      />
      <circle cx={w - 34} cy={61} r={12} fill={url(ids.accent)} />
      {[0, 1, 2].map((i) => {
        const kx = mx + i * (kpiW + 12);
        const spark = walk(r.next, 5, 0, 1, 0.4);
        return (
          <g key={i}>
            <rect
              x={round(kx)}
              y={92}
              width={round(kpiW)}
              height={62}
              rx={12}
              fill={white(0.03)}
              stroke={ink.line}
              strokeWidth={1.5}
            />
            <Bar x={kx + 12} y={104} w={r.int(34, 48)} h={6} fill={white(0.25)} />
            <Bar x={kx + 12} y={118} w={r.int(44, 60)} h={12} fill={white(0.78)} />
            <Bar x={kx + 12} y={138} w={26} h={6} fill={palette[i]} opacity={0.85} />
            <path
              d={smoothPath(spark.map((v, j) => [kx + kpiW - 44 + j * 8, 146 - v * 22] as const))}
              fill="none"
              stroke={palette[i]}
              strokeWidth={2}
              strokeLinecap="round"
            />
          </g>
        );
      })}
      <rect
        x={mx}
        y={chartY}
        width={chartW}
        height={chartH}
        rx={12}
        fill={white(0.03)}
        stroke={ink.line}
        strokeWidth={1.5}
      />
      <Bar x={mx + 16} y={chartY + 14} w={70} h={7} fill={white(0.5)} />
      <path
        d={[0, 1, 2].map((k) => `M${px0} ${round(py0 + k * ((py1 - py0) / 2))}H${px1}`).join("")}
        stroke={white(0.06)}
        strokeWidth={1}
      />
      {lineChart ? (
        <>
          <path d={`${smoothPath(points)}V${py1}H${px0}Z`} fill={url(ids.fade)} stroke="none" />
          <path
            d={smoothPath(points)}
            fill="none"
            stroke={url(ids.accentLine)}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
          <circle
            cx={round(last[0])}
            cy={round(last[1])}
            r={4.5}
            fill={ink.night}
            stroke={palette[0]}
            strokeWidth={2.5}
          />
        </>
      ) : (
        plot.map((v, i) => {
          const slot = (px1 - px0) / plot.length;
          const bh = round(8 + v * (py1 - py0 - 8));
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
              key={i}
              x={round(px0 + slot * i + slot * 0.22)}
              y={round(py1 - bh)}
              width={round(slot * 0.56)}
              height={bh}
              rx={4}
              fill={i === plot.length - 1 ? url(ids.accentV) : white(0.1)}
            />
          );
        })
      )}
      <rect
        x={donutX}
        y={chartY}
        width={donutW}
        height={chartH}
        rx={12}
        fill={white(0.03)}
        stroke={ink.line}
        strokeWidth={1.5}
      />
      {donutSide ? (
        <>
          <circle
            cx={round(donutX + donutW / 2)}
            cy={chartY + 50}
            r={30}
            fill="none"
            stroke={white(0.07)}
            strokeWidth={9}
          />
          <circle
            cx={round(donutX + donutW / 2)}
            cy={chartY + 50}
            r={30}
            fill="none"
            stroke={url(ids.accent)}
            strokeWidth={9}
            strokeLinecap="round"
            strokeDasharray={`${round((circ * pct) / 100)} ${round(circ)}`}
            transform={`rotate(-90 ${round(donutX + donutW / 2)} ${chartY + 50})`}
          />
          <Bar x={donutX + 16} y={chartY + 96} w={donutW - 48} h={6} fill={white(0.35)} />
          <Bar x={donutX + 16} y={chartY + 108} w={donutW - 62} h={5} fill={white(0.15)} />
        </>
      ) : (
        [0, 1, 2, 3].map((i) => {
          const share = r.range(0.3, 0.95);
          const ty = chartY + 22 + i * 24;
          return (
            <g key={i}>
              <Bar x={donutX + 14} y={ty} w={r.int(30, 50)} h={5} fill={white(0.3)} />
              <Bar x={donutX + 14} y={ty + 10} w={donutW - 28} h={6} fill={white(0.07)} />
              <Bar
                x={donutX + 14}
                y={ty + 10}
                w={(donutW - 28) * share}
                h={6}
                fill={palette[i % 3]}
              />
            </g>
          );
        })
      )}
    </g>
  );
}

export function ChartScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:chart`);
  const w = 504;
  const h = 308;
  const x = 68 + r.int(-6, 6);
  const y = 46;
  const bars = r.chance(0.55);
  const px0 = 64;
  const px1 = w - 28;
  const py0 = 96;
  const py1 = h - 48;
  const count = bars ? r.int(9, 12) : r.int(8, 11);
  const base = r.range(0.18, 0.4);
  const values = bars
    ? Array.from({ length: count }, (_, i) =>
        Math.min(0.95, Math.max(0.12, base + (0.5 * i) / (count - 1) + r.range(-0.17, 0.17))),
      )
    : walk(r.next, count, 0.12, 0.9, 0.3);
  const slot = (px1 - px0) / count;
  const highlight = r.int(Math.floor(count / 2), count - 2);
  const activeTab = r.int(0, 2);
  const grid = [0, 1, 2, 3, 4].map((k) => py0 + (k * (py1 - py0)) / 4);
  const linePts = values.map(
    (v, i) => [px0 + ((px1 - px0) * i) / (count - 1), py1 - v * (py1 - py0)] as const,
  );
  const compare = values.map(
    (v, i) =>
      [
        px0 + ((px1 - px0) * i) / (count - 1),
        py1 - Math.max(0.08, v * r.range(0.45, 0.75)) * (py1 - py0),
      ] as const,
  );
  const hx = bars ? px0 + slot * highlight + slot / 2 : (linePts[highlight]?.[0] ?? px1);
  const hy = bars
    ? py1 - (values[highlight] ?? 0.5) * (py1 - py0)
    : (linePts[highlight]?.[1] ?? py0);
  const bw = round(slot * 0.5);
  return (
    <g transform={`translate(${x} ${y})`}>
      <Card x={0} y={0} w={w} h={h} rx={18} shadow={ids.shadow} />
      <Bar x={28} y={26} w={r.int(116, 150)} h={12} fill={white(0.78)} />
      <Bar x={28} y={46} w={r.int(70, 96)} h={6} fill={white(0.22)} />
      <circle cx={32} cy={70} r={4} fill={palette[0]} />
      <Bar x={42} y={67} w={36} h={6} fill={white(0.3)} />
      <circle cx={98} cy={70} r={4} fill={white(0.3)} />
      <Bar x={108} y={67} w={30} h={6} fill={white(0.3)} />
      <rect
        x={w - 160}
        y={24}
        width={132}
        height={28}
        rx={14}
        fill={white(0.04)}
        stroke={ink.line}
        strokeWidth={1.5}
      />
      <rect x={w - 157 + activeTab * 42} y={27} width={42} height={22} rx={11} fill={white(0.1)} />
      <path
        d={strokes([0, 1, 2].map((k) => [w - 146 + k * 42, w - 130 + k * 42, 38] as const))}
        stroke={white(0.45)}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path
        d={grid.map((gy) => `M${px0} ${round(gy)}H${px1}`).join("")}
        stroke={white(0.07)}
        strokeWidth={1}
        strokeDasharray="3 5"
      />
      <path
        d={strokes(grid.map((gy) => [28, 28 + (gy === py1 ? 8 : 16), gy] as const))}
        stroke={white(0.2)}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path
        d={strokes(
          Array.from({ length: Math.ceil(count / 2) }, (_, k) => {
            const tx = px0 + slot * (k * 2) + slot / 2;
            return [tx - 7, tx + 7, py1 + 20] as const;
          }),
        )}
        stroke={white(0.2)}
        strokeWidth={5}
        strokeLinecap="round"
      />
      {bars ? (
        values.map((v, i) => {
          const bh = round(v * (py1 - py0));
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
              key={i}
              x={round(px0 + slot * i + (slot - bw) / 2)}
              y={round(py1 - bh)}
              width={bw}
              height={bh}
              rx={Math.min(6, bw / 2)}
              fill={i === highlight ? url(ids.accentV) : url(ids.fade)}
              stroke={i === highlight ? "none" : white(0.08)}
              strokeWidth={1}
            />
          );
        })
      ) : (
        <>
          <path
            d={smoothPath(compare)}
            fill="none"
            stroke={white(0.22)}
            strokeWidth={2}
            strokeDasharray="5 6"
          />
          <path d={`${smoothPath(linePts)}V${py1}H${px0}Z`} fill={url(ids.fade)} />
          <path
            d={smoothPath(linePts)}
            fill="none"
            stroke={url(ids.accentLine)}
            strokeWidth={3}
            strokeLinecap="round"
          />
          <path
            d={`M${round(hx)} ${round(hy + 10)}V${py1}`}
            stroke={white(0.25)}
            strokeWidth={1.5}
            strokeDasharray="3 4"
          />
          <circle cx={round(hx)} cy={round(hy)} r={12} fill={palette[0]} opacity={0.2} />
          <circle
            cx={round(hx)}
            cy={round(hy)}
            r={5}
            fill={ink.night}
            stroke={palette[0]}
            strokeWidth={3}
          />
        </>
      )}
      <g transform={`translate(${round(hx)} ${round(Math.max(hy - 50, 62))})`}>
        <rect
          x={-36}
          y={0}
          width={72}
          height={32}
          rx={10}
          fill={ink.raised}
          stroke={ink.line}
          strokeWidth={1.5}
          filter={url(ids.shadow)}
        />
        <text
          x={0}
          y={21}
          textAnchor="middle"
          fontFamily={font}
          fontSize={14}
          fontWeight={600}
          fill={white(0.92)}
        >
          +{r.int(12, 48)}%
        </text>
      </g>
    </g>
  );
}

type Token = "keyword" | "fn" | "string" | "ident" | "punct" | "comment";

export function CodeScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:code`);
  const w = 500;
  const h = 300;
  const x = 70 + r.int(-16, 16);
  const y = 48;
  const tree = r.chance(0.5);
  const codeX0 = tree ? 132 : 20;
  const lineH = 17.5;
  const lineCount = 13;
  const firstY = 62;
  const maxX = w - 28;
  const tokens: Record<Token, Array<readonly [number, number, number]>> = {
    keyword: [],
    fn: [],
    string: [],
    ident: [],
    punct: [],
    comment: [],
  };
  const gutter: Array<readonly [number, number, number]> = [];
  let indent = 0;
  for (let i = 0; i < lineCount; i++) {
    const ly = firstY + i * lineH;
    gutter.push([codeX0, codeX0 + (i > 8 ? 8 : 4), ly]);
    const remaining = lineCount - i;
    if (i > 0 && remaining > indent + 1 && r.chance(0.1)) continue;
    let cx = codeX0 + 30 + indent * 18;
    const push = (kind: Token, width: number) => {
      const end = Math.min(cx + width, maxX);
      if (end - cx < 4) return;
      tokens[kind].push([cx, end, ly]);
      cx = end + 10;
    };
    if (remaining <= indent && indent > 0) {
      indent--;
      cx = codeX0 + 30 + indent * 18;
      push("punct", 4);
      continue;
    }
    if (r.chance(0.12)) {
      push("comment", r.int(90, 200));
      continue;
    }
    if (r.chance(0.5)) push("keyword", r.int(22, 40));
    push(r.chance(0.4) ? "fn" : "ident", r.int(28, 70));
    const extra = r.int(0, 2);
    for (let k = 0; k < extra; k++)
      push(r.pick<Token>(["ident", "string", "fn", "punct"]), r.int(14, 64));
    if (indent < 3 && remaining > indent + 2 && r.chance(0.35)) {
      push("punct", 4);
      indent++;
    } else if (indent > 0 && r.chance(0.25)) {
      indent--;
    }
  }
  const colours: Record<Token, string> = {
    keyword: ink.violet,
    fn: ink.sky,
    string: ink.teal,
    ident: white(0.62),
    punct: white(0.3),
    comment: white(0.16),
  };
  const current = r.int(2, 9);
  const currentY = firstY + current * lineH;
  const cursorX = Math.max(
    codeX0 + 26,
    ...Object.values(tokens)
      .flat()
      .filter(([, , ty]) => ty === currentY)
      .map(([, end]) => end + 8),
  );
  const treeRows = tree
    ? Array.from({ length: 8 }, (_, i) => ({
        level: i === 0 ? 0 : r.int(1, 2),
        folder: i === 0 || r.chance(0.3),
        w: r.int(36, 62),
      }))
    : [];
  const floatRight = r.chance(0.6);
  return (
    <>
      <g transform={`translate(${x} ${y})`}>
        <WindowFrame w={w} h={h} shadow={ids.shadow} />
        <rect x={66} y={7} width={108} height={28} rx={8} fill={white(0.05)} />
        <circle cx={82} cy={21} r={4} fill={palette[0]} />
        <Bar x={92} y={18} w={64} h={6} fill={white(0.55)} />
        <Bar x={190} y={18} w={56} h={6} fill={white(0.2)} />
        <path d="M66 34.5H174" stroke={url(ids.accentLine)} strokeWidth={2} />
        {tree && (
          <>
            <path d={`M116 35V${h}`} stroke={ink.line} strokeWidth={1.5} />
            {treeRows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
              <g key={i}>
                <rect
                  x={16 + row.level * 12}
                  y={55 + i * 22}
                  width={9}
                  height={9}
                  rx={2.5}
                  fill={row.folder ? palette[1] : white(0.2)}
                  fillOpacity={row.folder ? 0.8 : undefined}
                />
                <Bar
                  x={30 + row.level * 12}
                  y={56.5 + i * 22}
                  w={Math.min(row.w, 80 - row.level * 12)}
                  h={6}
                  fill={white(i === 3 ? 0.6 : 0.24)}
                />
              </g>
            ))}
          </>
        )}
        <rect
          x={codeX0 - 6}
          y={firstY + current * lineH - 8}
          width={w - codeX0 - 10}
          height={16}
          rx={4}
          fill={white(0.04)}
        />
        <path d={strokes(gutter)} stroke={white(0.14)} strokeWidth={5} strokeLinecap="round" />
        <rect x={round(cursorX)} y={currentY - 7} width={2} height={14} rx={1} fill={palette[0]} />
        {(Object.keys(tokens) as Token[]).map((kind) => (
          <path
            key={kind}
            d={strokes(tokens[kind])}
            stroke={colours[kind]}
            strokeWidth={7}
            strokeLinecap="round"
          />
        ))}
      </g>
      <g transform={`translate(${floatRight ? x + w - 150 : x - 28} ${y + h - 56})`}>
        <Card x={0} y={0} w={178} h={64} rx={16} shadow={ids.shadow} fill={ink.raised} />
        <circle cx={32} cy={32} r={15} fill={ink.teal} fillOpacity={0.16} />
        <path
          d="M25.5 32.5l4.5 4.5 8.5-9"
          fill="none"
          stroke={ink.teal}
          strokeWidth={2.6}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Bar x={58} y={21} w={r.int(74, 96)} h={8} fill={white(0.7)} />
        <Bar x={58} y={37} w={r.int(44, 64)} h={6} fill={white(0.22)} />
      </g>
    </>
  );
}

export function ChatScene({ seed, ids }: SceneProps) {
  const r = createRandom(`${seed}:chat`);
  const flip = r.chance();
  const w = 280;
  const h = 312;
  const x = flip ? 84 : WIDTH - 84 - w;
  const y = 44;
  const pageX = flip ? 270 : 70;
  const bubbles: Array<{ user: boolean; y: number; w: number; lines: number }> = [];
  let by = 78;
  let user = r.chance(0.3);
  while (by < h - 150) {
    const lines = r.chance(0.55) ? 2 : 1;
    const bh = 16 + lines * 11;
    bubbles.push({ user, y: by, w: r.int(user ? 92 : 120, user ? 150 : 196), lines });
    by += bh + 10;
    user = !user;
  }
  const chips = [r.int(58, 80), r.int(50, 74)];
  return (
    <>
      <g transform={`translate(${pageX} 66)`}>
        <WindowFrame w={300} h={260} shadow={ids.shadow} />
        <rect x={300 / 2 - 70} y={10} width={140} height={14} rx={7} fill={white(0.05)} />
        <Bar x={flip ? 130 : 22} y={58} w={130} h={11} fill={white(0.45)} />
        <Bar x={flip ? 130 : 22} y={77} w={92} h={11} fill={url(ids.accent)} opacity={0.7} />
        <Bar x={flip ? 130 : 22} y={100} w={146} h={6} fill={white(0.14)} />
        <Bar x={flip ? 130 : 22} y={112} w={112} h={6} fill={white(0.14)} />
        <rect
          x={flip ? 130 : 22}
          y={136}
          width={148}
          height={100}
          rx={12}
          fill={url(ids.fade)}
          stroke={ink.line}
          strokeWidth={1.5}
        />
      </g>
      <g transform={`translate(${x} ${y})`}>
        <Card x={0} y={0} w={w} h={h} rx={22} shadow={ids.shadow} />
        <path
          d={`M0 62V22A22 22 0 0 1 22 0H${w - 22}A22 22 0 0 1 ${w} 22V62Z`}
          fill={white(0.04)}
        />
        <path d={`M0 62.5H${w}`} stroke={ink.line} strokeWidth={1.5} />
        <circle cx={38} cy={31} r={17} fill={url(ids.accent)} />
        <path
          d="M38 21.5q1.6 7.9 9.5 9.5-7.9 1.6-9.5 9.5-1.6-7.9-9.5-9.5 7.9-1.6 9.5-9.5Z"
          fill={white(0.95)}
        />
        <Bar x={66} y={20} w={r.int(76, 96)} h={8} fill={white(0.75)} />
        <circle cx={69} cy={40} r={3.5} fill={ink.teal} />
        <Bar x={78} y={37} w={48} h={6} fill={white(0.25)} />
        <Bar x={w - 36} y={29} w={16} h={3} fill={white(0.35)} />
        {bubbles.map((b, i) => {
          const bx = b.user ? w - 16 - b.w : 16;
          const bh = 16 + b.lines * 11;
          const ink1 = b.user ? ink.night : white(0.5);
          const alpha = b.user ? 0.55 : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            <g key={i}>
              <rect
                x={bx}
                y={b.y}
                width={b.w}
                height={bh}
                rx={14}
                fill={b.user ? url(ids.accent) : white(0.07)}
              />
              <Bar x={bx + 14} y={b.y + 10} w={b.w - 28} h={6} fill={ink1} opacity={alpha} />
              {b.lines === 2 && (
                <Bar
                  x={bx + 14}
                  y={b.y + 21}
                  w={(b.w - 28) * 0.6}
                  h={6}
                  fill={ink1}
                  opacity={alpha}
                />
              )}
            </g>
          );
        })}
        <rect x={16} y={by} width={58} height={28} rx={14} fill={white(0.07)} />
        <path d={dots([33, 45, 57], by + 14, 3)} fill={white(0.5)} />
        <rect
          x={16.75}
          y={h - 94.25}
          width={chips[0]}
          height={26}
          rx={13}
          fill="none"
          stroke={url(ids.accentLine)}
          strokeWidth={1.5}
        />
        <Bar x={30} y={h - 84} w={(chips[0] ?? 60) - 28} h={6} fill={white(0.45)} />
        <rect
          x={28 + (chips[0] ?? 60)}
          y={h - 94.25}
          width={chips[1]}
          height={26}
          rx={13}
          fill="none"
          stroke={white(0.16)}
          strokeWidth={1.5}
        />
        <Bar
          x={42 + (chips[0] ?? 60)}
          y={h - 84}
          w={(chips[1] ?? 60) - 28}
          h={6}
          fill={white(0.3)}
        />
        <rect
          x={14}
          y={h - 56}
          width={w - 28}
          height={42}
          rx={21}
          fill={white(0.04)}
          stroke={ink.line}
          strokeWidth={1.5}
        />
        <Bar x={32} y={h - 38} w={r.int(84, 120)} h={6} fill={white(0.2)} />
        <circle cx={w - 35} cy={h - 35} r={15} fill={url(ids.accent)} />
        <path
          d={`M${w - 41} ${h - 35}h11m-4.5-5 5 5-5 5`}
          fill="none"
          stroke={ink.night}
          strokeWidth={2.4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </>
  );
}

export function CartScene({ seed, ids, palette }: SceneProps) {
  const r = createRandom(`${seed}:cart`);
  const flip = r.chance(0.35);
  const w = 424;
  const h = 318;
  const x = flip ? 176 : 40;
  const y = 42;
  const pad = 20;
  const cw = (w - pad * 2 - 24) / 3;
  const ch = 98;
  const items = r.int(1, 9);
  const shapes = Array.from({ length: 6 }, () => r.int(0, 2));
  // Product names and prices: one path each, three columns by two rows.
  const cells = shapes.map((_, i) => ({
    x: pad + (i % 3) * (cw + 12) + 13,
    y: 104 + Math.floor(i / 3) * (ch + 10),
  }));
  const names = cells.map((c) => [c.x, c.x + cw * r.range(0.38, 0.58), c.y + 73] as const);
  const prices = cells.map((c) => [c.x, c.x + 20, c.y + 85] as const);
  const checkoutX = flip ? 44 : 412;
  const activePill = r.int(0, 2);
  return (
    <>
      <g transform={`translate(${x} ${y})`}>
        <WindowFrame w={w} h={h} shadow={ids.shadow} />
        <rect x={w / 2 - 80} y={10} width={160} height={14} rx={7} fill={white(0.06)} />
        <Bar x={pad} y={56} w={r.int(70, 96)} h={10} fill={white(0.7)} />
        {[0, 1, 2].map((i) => (
          <rect
            key={i}
            x={pad + i * 58}
            y={76}
            width={50}
            height={16}
            rx={8}
            fill={i === activePill ? url(ids.accent) : white(0.06)}
          />
        ))}
        {flip && (
          <>
            <rect
              x={w - pad - 110}
              y={49}
              width={76}
              height={22}
              rx={11}
              fill={white(0.04)}
              stroke={ink.line}
              strokeWidth={1.5}
            />
            <circle cx={w - pad - 11} cy={60} r={11} fill={url(ids.accent)} />
          </>
        )}
        {shapes.map((shape, i) => {
          const col = i % 3;
          const row = Math.floor(i / 3);
          const px = round(pad + col * (cw + 12));
          const py = 104 + row * (ch + 10);
          const tint = palette[(i + row) % 3];
          const mid = round(px + cw / 2);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list
            <g key={i}>
              <rect
                x={px}
                y={py}
                width={round(cw)}
                height={ch}
                rx={12}
                fill={white(0.03)}
                stroke={ink.line}
                strokeWidth={1.5}
              />
              <rect
                x={px + 6}
                y={py + 6}
                width={round(cw - 12)}
                height={54}
                rx={8}
                fill={tint}
                fillOpacity={0.14}
              />
              {shape === 0 && (
                <circle cx={mid} cy={py + 33} r={15} fill={tint} fillOpacity={0.85} />
              )}
              {shape === 1 && (
                <rect
                  x={mid - 14}
                  y={py + 19}
                  width={28}
                  height={28}
                  rx={8}
                  fill={tint}
                  fillOpacity={0.85}
                  transform={`rotate(12 ${mid} ${py + 33})`}
                />
              )}
              {shape === 2 && (
                <path
                  d={`M${mid - 6} ${py + 14}h12v7l5 6v21a3 3 0 0 1-3 3h-16a3 3 0 0 1-3-3v-21l5-6Z`}
                  fill={tint}
                  fillOpacity={0.85}
                />
              )}
            </g>
          );
        })}
        <path d={strokes(names)} stroke={white(0.5)} strokeWidth={6} strokeLinecap="round" />
        <path d={strokes(prices)} stroke={white(0.22)} strokeWidth={6} strokeLinecap="round" />
      </g>
      <g transform={`translate(${checkoutX} ${r.int(86, 96)})`}>
        <Card x={0} y={0} w={186} h={258} rx={18} shadow={ids.shadow} fill={ink.raised} />
        <Bar x={18} y={24} w={84} h={9} fill={white(0.75)} />
        <g transform="translate(134 12)">
          <rect
            width={34}
            height={34}
            rx={11}
            fill={white(0.05)}
            stroke={ink.line}
            strokeWidth={1.5}
          />
          <path
            d="M8 10h3l3 12h11l2.5-8.5H12.5"
            fill="none"
            stroke={white(0.75)}
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d={dots([15.5, 23.5], 26.5, 1.8)} fill={white(0.75)} />
          <circle
            cx={32}
            cy={3}
            r={9.5}
            fill={url(ids.accent)}
            stroke={ink.raised}
            strokeWidth={2.5}
          />
          <text
            x={32}
            y={7}
            textAnchor="middle"
            fontFamily={font}
            fontSize={11}
            fontWeight={700}
            fill={ink.night}
          >
            {items}
          </text>
        </g>
        {[0, 1].map((i) => (
          <g key={i}>
            <rect
              x={18}
              y={60 + i * 44}
              width={32}
              height={32}
              rx={9}
              fill={palette[i + 1]}
              fillOpacity={0.22}
            />
            <circle cx={34} cy={76 + i * 44} r={6} fill={palette[i + 1]} />
            <Bar x={60} y={66 + i * 44} w={r.int(52, 72)} h={6} fill={white(0.5)} />
            <Bar x={60} y={78 + i * 44} w={30} h={5} fill={white(0.2)} />
          </g>
        ))}
        <path d="M18 152.5H168" stroke={ink.line} strokeWidth={1.5} strokeDasharray="4 4" />
        <path
          d={strokes([
            [21, 64, 169],
            [138, 165, 169],
            [21, 54, 185],
            [144, 165, 185],
          ])}
          stroke={white(0.22)}
          strokeWidth={6}
          strokeLinecap="round"
        />
        <Bar x={18} y={198} w={44} h={9} fill={white(0.7)} />
        <Bar x={120} y={197} w={48} h={11} fill={white(0.85)} />
        <rect x={18} y={216} width={150} height={28} rx={14} fill={url(ids.accent)} />
        <Bar x={66} y={227} w={54} h={6} fill={ink.night} opacity={0.6} />
      </g>
    </>
  );
}
