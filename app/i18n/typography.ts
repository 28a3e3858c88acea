/**
 * Canadian French typography, applied in one place to every French string the site shows
 * (content when it is loaded, interface messages when the catalogue is built). Writers type plain
 * spaces; this turns them into the spaces the OQLF recommends:
 * - a no-break space (U+00A0) before « : » and inside « »;
 * - a narrow no-break space (U+202F) before « ; ! ? »;
 * - a no-break space in amounts and figures: `1 250 $`, `99,9 %`, `9 h`, and between a number and
 *   the word it counts (`12 semaines`, `25 ans`), so neither starts a line alone;
 * - the typographic apostrophe (’) where a straight one (') is typed between letters.
 */
const NBSP = "\u00a0";
const NNBSP = "\u202f";

export function typesetFr(text: string): string {
  return (
    text
      // Punctuation that takes a space before it; a missing space is added.
      .replace(/[ \u00a0\u202f]*([;!?])(?=\s|$|[»)"'’])/g, (_, mark: string, offset: number) =>
        offset === 0 ? mark : `${NNBSP}${mark}`,
      )
      .replace(/(\S)[ \u00a0\u202f]*:(?=\s|$)/g, `$1${NBSP}:`)
      .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
      // Thousands: "1 250", "15 000" (digits grouped by three after a space).
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
      // A figure and its unit or sign: "250 $", "52 %", "9 h", "8 h 30", "310 Go".
      .replace(/(\d) (?=(\$|%|h\b|k\$|M\$|[KMGT]o\b|[MG]bit\/s))/g, `$1${NBSP}`)
      .replace(/(\d\u00a0h) (?=\d)/g, `$1${NBSP}`)
      // A number and the word it counts: "12 semaines", "3 mois", "25 ans".
      .replace(/(\d) (?=\p{Ll})/gu, `$1${NBSP}`)
      // The apostrophe: "l'agence", "aujourd'hui", "qu'on".
      // Also at the end of a text that a link or an emphasis continues: "d'" then the link.
      .replace(/(\p{L})'(?=\p{L}|$)/gu, "$1’")
  );
}

/** Every string inside a value (objects, lists, what functions return), typeset; other values are kept as they are. */
export function typesetDeep<T>(value: T): T {
  if (typeof value === "string") return typesetFr(value) as T;
  if (typeof value === "function") {
    return ((...args: unknown[]) =>
      typesetDeep((value as (...a: unknown[]) => unknown)(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typesetDeep(item)]),
    ) as T;
  }
  return value;
}

/** Where a French text breaks the rules; the typography test reads every French page with it. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 25), index + 10));
  for (const match of text.matchAll(/(.)([;!?:])(?=\s|$)/g)) {
    const [, before, mark] = match;
    if (mark === ":" ? before !== NBSP : before !== NNBSP && before !== NBSP) {
      faults.push(`no no-break space before "${mark}" in ${around(match.index ?? 0)}`);
    }
  }
  for (const match of text.matchAll(/«(?!\u00a0)|(?<!\u00a0)»/g)) {
    faults.push(`no no-break space inside « » in ${around(match.index ?? 0)}`);
  }
  for (const match of text.matchAll(
    // "am"/"pm" only as a word of its own: "4 Améliorer" (a table's last figure, then a verb) is no time.
    /\$\s?\d|\d(?:[ ,]\d{3})*(?:\.\d+)?\s?(?:am|pm)(?![\p{L}\d])|\d[.,]?\d* ?%|\d \$/giu,
  )) {
    if (/^\d\u00a0%$/.test(match[0])) continue;
    faults.push(
      `an amount, percentage or time written the English way: ${around(match.index ?? 0)}`,
    );
  }
  // "9,975 %" is a French decimal (the QST's rate), not a thousands comma.
  for (const match of text.matchAll(/\d,\d{3}\b(?!\s?%)/g)) {
    faults.push(`a thousands comma: ${around(match.index ?? 0)}`);
  }
  return faults;
}
