import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Icon } from "~/components/ui/icon";
import { useLocale } from "~/i18n/locale";
import { messages } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { cn } from "~/lib/cn";
import { isAcceptableEmail, NEWSLETTER_MESSAGE_MS } from "~/lib/newsletter";

type Result = { ok: boolean; message: string; hint?: string };

/**
 * The newsletter sign-up. Without scripts it is a plain POST to /newsletter; with them it is
 * checked here first (spec §5 rule and messages), then sent in the background.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const fetcher = useFetcher<Result>();
  const { pathname } = useLocation();
  const locale = useLocale();
  const m = messages[locale].newsletter;
  const action = localizePath("/newsletter", locale);
  const [result, setResult] = useState<Result | null>(null);
  // What to do next (confirm from the inbox) stays after the thanks has cleared.
  const [hint, setHint] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  // The field is uncontrolled: what a visitor or a password manager put in it before the page
  // hydrated stays there through hydration (a controlled field would be emptied).
  const field = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  const pending = fetcher.state !== "idle";

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  // The server's answer replaces the message; success empties the field and clears in 3 s.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setResult(fetcher.data);
    setHint(fetcher.data.hint ?? null);
    if (fetcher.data.ok) {
      if (field.current) field.current.value = "";
      window.clearTimeout(clearTimer.current);
      clearTimer.current = window.setTimeout(() => setResult(null), NEWSLETTER_MESSAGE_MS);
    }
  }, [fetcher.state, fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(clearTimer.current);
    setHint(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    if (!isAcceptableEmail(email)) {
      setResult({ ok: false, message: m.invalid });
      return;
    }
    fetcher.submit(new FormData(event.currentTarget), { method: "post", action });
  };

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-describedby={`${messageId} ${idPrefix}-next`}
    >
      <label htmlFor={inputId} className="font-medium text-on-night text-sm">
        {m.label}
      </label>
      <input type="hidden" name="sourcePage" value={pathname} />
      <Honeypot id={`${idPrefix}-website`} />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={m.placeholder}
          ref={field}
          aria-invalid={result?.ok === false ? true : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-night-line bg-night-raised px-4 text-on-night placeholder:text-on-night-muted/70 focus:border-aurora-sky"
        />
        <button
          type="submit"
          disabled={pending}
          className="forced-edge inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-aurora px-5 font-semibold text-night transition hover:brightness-110 disabled:opacity-70"
        >
          {m.subscribe}
          <Icon name="arrow-right" className="size-4" />
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={cn(
          "mt-2 min-h-6 text-sm",
          result?.ok ? "text-success-on-night" : "text-danger-on-night",
        )}
      >
        {result?.message}
      </p>
      {/* The next step, announced after the thanks and left in place once the thanks clears. */}
      <p id={`${idPrefix}-next`} aria-live="polite" className="text-on-night-muted text-sm">
        {hint}
      </p>
    </fetcher.Form>
  );
}
