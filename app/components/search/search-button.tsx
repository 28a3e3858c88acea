import { lazy, Suspense, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";

const SearchPanel = lazy(() =>
  import("./site-search").then((module) => ({ default: module.SearchPanel })),
);

/**
 * The header's search: a link to the search page, which opens the search in a dialog once the
 * page's script runs. The native modal dialog keeps focus inside, closes with Escape and gives
 * focus back to the button. The search itself (./site-search.tsx) is loaded when the dialog
 * first opens: no page carries it in its hydration but the search page.
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
        {open ? (
          <Suspense fallback={<p className="mt-5 text-ink-muted">{m.search.loading}</p>}>
            <SearchPanel autoFocus onNavigate={close} className="mt-5" />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
