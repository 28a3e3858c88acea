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

/**
 * The header's search: a link to the search page, which opens the search in a dialog once the
 * page's script runs. The native modal dialog keeps focus inside, closes with Escape and gives
 * focus back to the button.
 */
export function SearchButton({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const m = useMessages();
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  function close() {
    dialog.current?.close();
  }

  return (
    <>
      <a
        href={localizePath("/search", locale)}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          setOpen(true);
          dialog.current.showModal();
        }}
        aria-haspopup="dialog"
        className={cn(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 font-medium text-on-night-muted transition hover:text-on-night",
          className,
        )}
      >
        <Icon name="search" className="size-5" />
        <span className={compact ? "sr-only" : "sr-only 2xl:not-sr-only"}>{m.search.open}</span>
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes the dialog natively */}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto mt-[8vh] w-[min(42rem,calc(100vw-2rem))] max-h-[84vh] overflow-y-auto rounded-3xl bg-paper p-5 text-ink shadow-2xl backdrop:bg-night/70 backdrop:backdrop-blur-sm sm:p-7"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="font-semibold text-xl">
            {m.search.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={m.search.close}
            className="grid size-11 place-items-center rounded-full border border-paper-line hover:border-ink/40"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        {open ? <SearchPanel autoFocus onNavigate={close} className="mt-5" /> : null}
      </dialog>
    </>
  );
}
