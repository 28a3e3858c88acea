/**
 * The rules of the site's permanent redirects, apart from where they are kept: an old address
 * answers 301 to a page of the site, in one hop. Read by the back office's Redirects page, by a
 * publish that changes an entry's address, and by the link check of a save.
 */

/** Why an address redirects: an entry's address changed, someone added it, or an old alias. */
export const REDIRECT_REASONS = ["moved", "manual", "alias"] as const;
export type RedirectReason = (typeof REDIRECT_REASONS)[number];

export const reasonLabel: Record<RedirectReason, string> = {
  moved: "Address change",
  manual: "Added by hand",
  alias: "Old alias",
};

/** Old address to new, each source once. */
export type RedirectTable = ReadonlyMap<string, string>;

/**
 * An address as the server compares it: the path only, lower case, one leading slash and no
 * trailing one (server/canonical.mjs answers any other spelling with a 301 to this one first).
 * An address on this site may be pasted whole (`https://maplestack.ca/services/web`); null for
 * anything that is not a path of the site (another site's address, an empty field).
 */
export function redirectPath(input: string, siteUrl?: string): string | null {
  let text = input.trim();
  if (siteUrl && text.toLowerCase().startsWith(siteUrl.toLowerCase())) {
    text = text.slice(siteUrl.length) || "/";
  }
  if (!/^\/(?![/\\])/.test(text)) return null;
  const path = text.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (path === "" || /\s/.test(path)) return null;
  return path.toLowerCase();
}

export type RedirectRefusal = { field: "from" | "to"; message: string };

/** Where an address ends up through the table, or null when its chain comes back to `start`. */
function finalTarget(table: RedirectTable, to: string, start: string): string | null {
  const seen = new Set([start]);
  let target = to;
  for (let next = table.get(target); next !== undefined; next = table.get(target)) {
    if (seen.has(target)) return null;
    seen.add(target);
    target = next;
  }
  return seen.has(target) ? null : target;
}

/**
 * The table with `from` leading to `to`, chains collapsed both ways: a redirect to `from` now
 * leads to `to`'s end, and `to`, itself redirected, is replaced by its end. A redirect back to
 * itself, however long the way round, is refused; so is a source that is a page of the site
 * (the redirect would hide it) and, when `isPage` is given for it, a target that is none.
 */
export function addRedirect(
  table: RedirectTable,
  from: string,
  to: string,
  {
    isPage,
    targetMustBePage = true,
  }: { isPage: (path: string) => boolean; targetMustBePage?: boolean },
): { ok: true; table: Map<string, string> } | { ok: false; refusal: RedirectRefusal } {
  if (from === to) {
    return {
      ok: false,
      refusal: { field: "to", message: "An address cannot redirect to itself." },
    };
  }
  if (isPage(from)) {
    return {
      ok: false,
      refusal: {
        field: "from",
        message: `${from} is a page of the site: a redirect would hide it.`,
      },
    };
  }
  const target = finalTarget(table, to, from);
  if (target === null) {
    return {
      ok: false,
      refusal: {
        field: "to",
        message: `${to} already redirects back to ${from}: the two would send visitors round in a loop.`,
      },
    };
  }
  if (targetMustBePage && !isPage(target)) {
    return {
      ok: false,
      refusal: { field: "to", message: `No page of the site is at ${target}.` },
    };
  }
  const next = new Map(table);
  next.set(from, target);
  for (const [source, destination] of next) {
    if (destination === from) next.set(source, target);
  }
  return { ok: true, table: next };
}

/** The table without the redirects whose source is a page again. */
export function withoutLivePages(
  table: RedirectTable,
  isPage: (path: string) => boolean,
): Map<string, string> {
  return new Map([...table].filter(([from]) => !isPage(from)));
}

/** A page in both languages, as the sitemap's alternates name it (either may be missing). */
export type AddressPair = { en?: string; fr?: string };

/**
 * The pages of a sitemap, each with its twin: the `<xhtml:link>` alternates of each `<url>`,
 * by their paths.
 */
export function sitemapPairs(xml: string): AddressPair[] {
  const pathOf = (href: string) => {
    try {
      return new URL(href).pathname;
    } catch {
      return undefined;
    }
  };
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => {
    const pair: AddressPair = {};
    for (const [, tag, href = ""] of body.matchAll(
      /<xhtml:link rel="alternate" hreflang="(en-CA|fr-CA)" href="([^"]+)"\/>/g,
    )) {
      pair[tag === "en-CA" ? "en" : "fr"] = pathOf(href);
    }
    return pair;
  });
}

/**
 * The addresses a publish changed: a page whose twin kept its address while its own changed
 * (a French service's slug, a French category's, which moves its services too). A page found
 * by neither language's address before and after is new or gone, not moved.
 */
export function addressMoves(
  before: readonly AddressPair[],
  after: readonly AddressPair[],
): Array<{ from: string; to: string }> {
  const moves = new Map<string, string>();
  for (const [same, other] of [
    ["en", "fr"],
    ["fr", "en"],
  ] as const) {
    const now = new Map(after.flatMap((pair) => (pair[same] ? [[pair[same], pair[other]]] : [])));
    for (const pair of before) {
      const key = pair[same];
      const was = pair[other];
      const is = key ? now.get(key) : undefined;
      if (was && is && was !== is) moves.set(was, is);
    }
  }
  return [...moves].map(([from, to]) => ({ from, to }));
}
