/**
 * The back office's address queries, read one way. A link is edited by hand, pasted half, or
 * forged: a value that makes no sense (page 1e308, 31 February, a 5,000-character search) falls
 * back to the default or is cut to size, so the page shows instead of an error, and no such
 * value reaches the database or a loop over days.
 */
import { data } from "react-router";
import { z } from "zod";

/** Past this page every list is empty; the database is never asked for a larger offset. */
export const PAGE_MAX = 100_000;

/** A page number: a whole number from 1, at most PAGE_MAX; anything else is the first page. */
export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .catch(1)
  .transform((page) => Math.min(page, PAGE_MAX));

/** A calendar day (YYYY-MM-DD) from the year 2000 to 3999: 2026-02-31 is none. */
export const dayParam = z
  .string()
  .regex(/^[23]\d{3}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  })
  .optional()
  .catch(undefined);

/** One of the values a page offers (a status, a budget, a notice), or none. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/**
 * A notice a page shows after a change (`?done=note`): one of the keys of its messages, or none
 * (`?done=__proto__` names no message of its own).
 */
export const noticeParam = <Notices extends Record<string, string>>(notices: Notices) =>
  choiceParam(Object.keys(notices) as [keyof Notices & string, ...(keyof Notices & string)[]]);

/** An address to go to next (a sign-in's `next`), whole or not at all; where it is used checks
 * that it is one of the back office's. */
export const addressParam = z.string().max(2000).optional().catch(undefined);

/** Free text (a search): control characters become spaces, at most `max` characters, or none. */
export const textParam = (max: number) =>
  z
    .string()
    .transform((text) =>
      Array.from(text.replace(/\p{Cc}/gu, " ").trim())
        .slice(0, max)
        .join("")
        .trim(),
    )
    .transform((text) => text || undefined)
    .optional()
    .catch(undefined);

/**
 * A query read by a shape of the parameters above (each falls back on its own). A repeated
 * parameter counts once, by its first value; other names (`page[]`) are not read. A parameter
 * without a fallback that does not parse is the visitor's error: a 400, never a 500.
 */
export function readQuery<Shape extends z.ZodRawShape>(
  params: URLSearchParams,
  shape: Shape,
): z.output<z.ZodObject<Shape>> {
  const raw = Object.fromEntries(
    Object.keys(shape).map((name) => [name, params.get(name) ?? undefined]),
  );
  const parsed = z.object(shape).safeParse(raw);
  if (!parsed.success) throw data({ message: "This address is not one the page reads." }, 400);
  return parsed.data;
}
