import { FieldError } from "~/components/forms/field";
import { Link } from "~/components/ui/link";
import { useLocale } from "~/i18n/locale";
import { quoteWords } from "~/i18n/words/quote";
import { marketingConsentWordings } from "~/lib/forms/details";

/**
 * The CASL consent box both public forms show (unticked unless the visitor ticked it), with its
 * stored wording and the note on how their details are used.
 */
export function MarketingConsent({
  id,
  checked,
  error,
}: {
  id: string;
  checked: boolean;
  error?: string;
}) {
  const locale = useLocale();
  const m = quoteWords[locale];
  return (
    <div>
      <label className="flex cursor-pointer gap-3 text-ink">
        <input
          type="checkbox"
          id={id}
          name="marketingConsent"
          value="yes"
          defaultChecked={checked}
          className="mt-0.5 size-5 shrink-0 accent-accent-strong"
        />
        <span>{marketingConsentWordings[locale]}</span>
      </label>
      <FieldError id={id} error={error} />
      <p className="mt-3 text-ink-muted text-sm">
        {m.privacyBefore}{" "}
        <Link to="/privacy" className="font-medium text-accent-strong underline underline-offset-2">
          {m.privacyLink}
        </Link>
        .
      </p>
    </div>
  );
}
