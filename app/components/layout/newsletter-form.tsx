import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import {
  NEWSLETTER_MESSAGE_MS,
  type NewsletterResult,
  subscribeToNewsletter,
} from "~/lib/newsletter";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(clearTimer.current);
    setPending(true);
    const outcome = await subscribeToNewsletter(email);
    setPending(false);
    setResult(outcome);
    if (outcome.ok) {
      setEmail("");
      clearTimer.current = window.setTimeout(() => setResult(null), NEWSLETTER_MESSAGE_MS);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate={hydrated} aria-describedby={messageId}>
      <label htmlFor={inputId} className="font-medium text-on-night text-sm">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.ca"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={result?.ok === false ? true : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-night-line bg-night-raised px-4 text-on-night placeholder:text-on-night-muted/70 focus:border-aurora-sky"
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-aurora px-5 font-semibold text-night transition hover:brightness-110 disabled:opacity-70"
        >
          Subscribe
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
    </form>
  );
}
