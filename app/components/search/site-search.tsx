import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";

/** What Pagefind's browser API gives back, as far as the site reads it. */
type PagefindResult = { id: string; data: () => Promise<PagefindData> };
type PagefindData = { url: string; excerpt: string; meta: { title?: string } };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: Record<string, unknown>,
    wait?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
};

export type SearchHit = { url: string; title: string; excerpt: string };

const PAGE = 8;
let pagefind: Promise<Pagefind> | undefined;

/**
 * The index is built after the pages (scripts/search-index.mjs) and loaded only when a visitor
 * starts to search: nothing of it is in a page's first load.
 */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const path = "/pagefind/pagefind.js";
    const module = (await import(/* @vite-ignore */ path)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** A result's address as the site writes it: no index.html, no trailing slash. */
function cleanUrl(url: string): string {
  const path = url.replace(/index\.html$/, "").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "done"; query: string; all: PagefindResult[]; hits: SearchHit[] };

/**
 * A search field and its results: a list of links under a live status line, so a screen
 * reader hears how many results there are and moves through them like any links. Arrow keys
 * move between the field and the results as a convenience.
 */
export function SearchPanel({
  initialQuery = "",
  autoFocus = false,
  onNavigate,
  className,
}: {
  initialQuery?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  const m = useMessages();
  const id = useId();
  const [state, setState] = useState<State>({ status: "idle" });
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);

  async function run(text: string) {
    const ticket = ++latest.current;
    const trimmed = text.trim();
    if (trimmed.length < 2) {
      setState({ status: "idle" });
      return;
    }
    setState((current) => (current.status === "done" ? current : { status: "loading" }));
    try {
      const engine = await loadPagefind();
      const found = await engine.debouncedSearch(trimmed, {}, 200);
      if (!found || ticket !== latest.current) return;
      const hits = await Promise.all(found.results.slice(0, PAGE).map(toHit));
      if (ticket !== latest.current) return;
      setState({ status: "done", query: trimmed, all: found.results, hits });
    } catch {
      if (ticket === latest.current) setState({ status: "failed" });
    }
  }

  // The field is uncontrolled, so words typed before the page hydrated stay in it: once
  // hydrated, the search runs for whatever the field holds (the address's query at first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration
  useEffect(() => {
    const text = input.current?.value ?? initialQuery;
    if (text) void run(text);
  }, []);

  async function showMore() {
    if (state.status !== "done") return;
    const next = state.all.slice(state.hits.length, state.hits.length + PAGE);
    const more = await Promise.all(next.map(toHit));
    const first = state.hits.length;
    setState({ ...state, hits: [...state.hits, ...more] });
    requestAnimationFrame(() => list.current?.querySelectorAll("a")[first]?.focus());
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (event.key === "ArrowDown") (links[at + 1] ?? links[0])?.focus();
    else if (at <= 0) input.current?.focus();
    else links[at - 1]?.focus();
  }

  const status =
    state.status === "loading"
      ? m.search.loading
      : state.status === "failed"
        ? m.search.failed
        : state.status === "done"
          ? m.search.results(state.all.length, state.query)
          : m.search.prompt;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; every result is a link reached by Tab
    <div className={className} onKeyDown={onKeyDown}>
      <search className="print:hidden">
        <form
          action={localizePath("/search", useLocale())}
          onSubmit={(event) => {
            event.preventDefault();
            void run(input.current?.value ?? "");
          }}
          className="flex gap-2"
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {m.search.label}
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-ink-muted"
            />
            <input
              ref={input}
              id={`${id}-q`}
              name="q"
              type="search"
              // biome-ignore lint/a11y/noAutofocus: the field is what the visitor opened the search for
              autoFocus={autoFocus}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              defaultValue={initialQuery}
              placeholder={m.search.placeholder}
              aria-describedby={`${id}-status`}
              onFocus={() => void loadPagefind().catch(() => undefined)}
              onChange={(event) => void run(event.target.value)}
              className="min-h-12 w-full rounded-full border border-field-line bg-paper-raised py-3 pr-4 pl-12 text-base text-ink placeholder:text-ink-muted"
            />
          </div>
          <button
            type="submit"
            className="forced-edge inline-flex min-h-12 items-center rounded-full bg-ink px-5 font-semibold text-paper"
          >
            {m.search.submit}
          </button>
        </form>
      </search>
      <p id={`${id}-status`} role="status" className="mt-4 text-ink-muted text-sm">
        {status}
      </p>
      {state.status === "done" && state.hits.length > 0 ? (
        <ul ref={list} className="mt-3 grid gap-2">
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <Link
                to={hit.url}
                onClick={onNavigate}
                className="block rounded-2xl border border-paper-line bg-paper-raised p-4 hover:border-ink/40 focus-visible:border-ink"
              >
                <span className="block font-semibold text-ink">{hit.title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{hit.url}</span>
                <span
                  className="search-excerpt mt-2 block text-ink-muted text-sm leading-relaxed"
                  // Pagefind escapes the page's text and adds only <mark> around the terms.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: excerpt of our own pages, escaped by Pagefind
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === "done" && state.hits.length < state.all.length ? (
        <button
          type="button"
          onClick={() => void showMore()}
          className={cn(
            "mt-4 inline-flex min-h-11 items-center rounded-full border border-paper-line px-5 font-semibold text-ink text-sm hover:border-ink/40",
          )}
        >
          {m.search.more(Math.min(PAGE, state.all.length - state.hits.length))}
        </button>
      ) : null}
    </div>
  );
}

async function toHit(result: PagefindResult): Promise<SearchHit> {
  const data = await result.data();
  const url = cleanUrl(data.url);
  return { url, title: data.meta.title ?? url, excerpt: data.excerpt };
}
