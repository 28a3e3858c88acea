import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { MarketingConsent } from "~/components/forms/consent";
import { Field, FieldError } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { Icon } from "~/components/ui/icon";
import { categories } from "~/content/catalogue";
import { languageTag, useLocale } from "~/i18n/locale";
import { quoteWords } from "~/i18n/words/quote";
import { cn } from "~/lib/cn";
import {
  budgetOptions,
  callbackOptions,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  type FieldErrors,
  fixFieldsMessages,
  optionLabels,
  type QuoteField,
  quoteFields,
  quoteValues,
  TOKEN_FIELD,
  validateQuote,
} from "~/lib/forms/quote";
import { ChoiceBox, plainChoice } from "./choice-box";

export type QuoteFormResult =
  | { sent: true; firstName: string }
  | {
      sent: false;
      formError: string;
      errors: FieldErrors;
      values: Record<string, string | string[]>;
      token: string;
    };

const fieldId = (name: QuoteField) => `quote-${name}`;

const inputClass =
  "mt-2 block w-full rounded-xl border border-field-line bg-paper-raised px-4 py-3 text-ink shadow-sm transition placeholder:text-ink-muted/70 focus:border-accent-strong aria-invalid:border-danger";

/**
 * The quote form: a plain POST that the server answers on its own, checked in the browser
 * first when scripts run (inline errors, no reload, focus on the first problem).
 */
export function QuoteForm({ token, result }: { token: string; result?: QuoteFormResult }) {
  const navigation = useNavigation();
  const locale = useLocale();
  const m = quoteWords[locale];
  /** Each field's name as the form shows it, for its label and for the list of errors. */
  const fieldLabels: Record<QuoteField, string> = m.labels;
  const sending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [descriptionLength, setDescriptionLength] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const serverFailed = result && !result.sent ? result : undefined;
  const errors = clientErrors ?? serverFailed?.errors ?? {};
  const kept = serverFailed?.values ?? {};
  const invalid = quoteFields.filter((name) => errors[name]);
  const formError =
    serverFailed?.formError ?? (invalid.length > 0 ? fixFieldsMessages[locale] : null);

  // Text typed before the page hydrated is still in the (uncontrolled) field: count it.
  useEffect(() => {
    const description = formRef.current?.elements.namedItem("description");
    if (description instanceof HTMLTextAreaElement) {
      setDescriptionLength(description.value.trim().length);
    }
  }, []);

  // A server answer moves the focus: to the first field in error, or to the form's message.
  useEffect(() => {
    if (!serverFailed) return;
    setClientErrors(null);
    if (!focusFirstError(formRef.current, serverFailed.errors)) alertRef.current?.focus();
  }, [serverFailed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = validateQuote(quoteValues(new FormData(event.currentTarget)), locale);
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    focusFirstError(event.currentTarget, checked.errors);
  }

  /** Once a field has been flagged, its message follows what the visitor types. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === "description") setDescriptionLength(target.value.trim().length);
    if (!clientErrors && !serverFailed) return;
    const field = target.name as QuoteField;
    if (!(field in errors)) return;
    const checked = validateQuote(quoteValues(new FormData(event.currentTarget)), locale);
    const next = { ...errors };
    if (checked.ok || !checked.errors[field]) delete next[field];
    else next[field] = checked.errors[field];
    setClientErrors(next);
  }

  const field = (name: QuoteField) => ({
    name,
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `quote-${name}-error` : undefined,
  });
  const text = (name: QuoteField) =>
    typeof kept[name] === "string" ? (kept[name] as string) : undefined;
  const chosen = Array.isArray(kept.services) ? kept.services : [];

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="quote-title"
      className="grid gap-6"
    >
      <h2 id="quote-title" className="font-semibold text-2xl text-ink">
        {m.title}
      </h2>
      <p className="-mt-3 text-ink-muted text-sm">{m.required}</p>
      {formError ? (
        // Announced as it appears; each field in error is one Tab away, from here and in the form.
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-danger"
        >
          <Icon name="x" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p>{formError}</p>
            {invalid.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-x-4">
                {invalid.map((name) => (
                  <li key={name}>
                    <a
                      href={`#${fieldId(name)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(fieldId(name))?.focus();
                      }}
                      className="inline-flex min-h-8 items-center font-medium underline underline-offset-2"
                    >
                      {fieldLabels[name]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}

      <input type="hidden" name={TOKEN_FIELD} value={serverFailed?.token ?? token} />
      <Honeypot id="quote-website" />

      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={fieldLabels.firstName} id={fieldId("firstName")} error={errors.firstName}>
          <input
            {...field("firstName")}
            type="text"
            autoComplete="given-name"
            defaultValue={text("firstName")}
            className={inputClass}
          />
        </Field>
        <Field label={fieldLabels.lastName} id={fieldId("lastName")} error={errors.lastName}>
          <input
            {...field("lastName")}
            type="text"
            autoComplete="family-name"
            defaultValue={text("lastName")}
            className={inputClass}
          />
        </Field>
        <Field label={fieldLabels.company} id={fieldId("company")} error={errors.company}>
          <input
            {...field("company")}
            type="text"
            autoComplete="organization"
            defaultValue={text("company")}
            className={inputClass}
          />
        </Field>
        <Field label={fieldLabels.email} id={fieldId("email")} error={errors.email}>
          <input
            {...field("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={text("email")}
            className={inputClass}
          />
        </Field>
        <Field label={fieldLabels.phone} id={fieldId("phone")} error={errors.phone}>
          <input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            defaultValue={text("phone")}
            className={inputClass}
          />
        </Field>
        <Field
          label={fieldLabels.callbackTime}
          id={fieldId("callbackTime")}
          error={errors.callbackTime}
        >
          <select
            {...field("callbackTime")}
            defaultValue={text("callbackTime") ?? ""}
            className={inputClass}
          >
            <option value="" disabled>
              {m.chooseTime}
            </option>
            {callbackOptions.map((option) => (
              <option key={option} value={option}>
                {optionLabels[locale][option]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset aria-describedby={errors.services ? "quote-services-error" : undefined}>
        <legend className="font-medium text-ink">{fieldLabels.services}</legend>
        <p className="mt-1 text-ink-muted text-sm">{m.chooseOneOrMore}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {categories.map((category, index) => (
            <label
              key={category.slug}
              className="relative isolate flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-ink"
            >
              <input
                type="checkbox"
                name="services"
                value={category.slug}
                id={index === 0 ? fieldId("services") : undefined}
                aria-invalid={errors.services ? true : undefined}
                aria-describedby={errors.services ? "quote-services-error" : undefined}
                defaultChecked={chosen.includes(category.slug)}
                className="peer size-5 accent-accent-strong"
              />
              <ChoiceBox className={plainChoice} />
              {locale === "fr" ? category.fr.name : category.name}
            </label>
          ))}
        </div>
        <FieldError id={fieldId("services")} error={errors.services} />
      </fieldset>

      <Field label={fieldLabels.budget} id={fieldId("budget")} error={errors.budget}>
        <select {...field("budget")} defaultValue={text("budget") ?? ""} className={inputClass}>
          <option value="" disabled>
            {m.chooseRange}
          </option>
          {budgetOptions.map((option) => (
            <option key={option} value={option}>
              {optionLabels[locale][option]}
            </option>
          ))}
        </select>
      </Field>

      <Field
        label={fieldLabels.description}
        id={fieldId("description")}
        error={errors.description}
        hint={m.descriptionHint(DESCRIPTION_MIN, DESCRIPTION_MAX)}
      >
        <textarea
          {...field("description")}
          aria-describedby={cn(
            "quote-description-hint",
            errors.description && "quote-description-error",
          )}
          rows={6}
          defaultValue={text("description")}
          className={cn(inputClass, "resize-y")}
        />
        <p aria-live="polite" className="mt-1 text-right text-ink-muted text-xs tabular-nums">
          {descriptionLength > 0
            ? `${descriptionLength.toLocaleString(languageTag[locale])} / ${DESCRIPTION_MAX.toLocaleString(languageTag[locale])}`
            : ""}
        </p>
      </Field>

      <MarketingConsent
        id={fieldId("marketingConsent")}
        checked={kept.marketingConsent === "yes"}
        error={errors.marketingConsent}
      />

      <div>
        <button
          type="submit"
          disabled={sending}
          className="forced-edge inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-night px-7 font-semibold text-lg text-on-night transition hover:bg-night-card disabled:opacity-70"
        >
          {sending ? m.sending : m.send}
          <Icon name="send" className="size-5" />
        </button>
      </div>
    </Form>
  );
}

/** Focuses the first field in error, in the order of the form; true when there was one. */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): boolean {
  const first = quoteFields.find((name) => errors[name]);
  if (!form || !first) return false;
  const element =
    form.querySelector<HTMLElement>(`#${fieldId(first)}`) ??
    form.querySelector<HTMLElement>(`[name="${first}"]`);
  element?.focus();
  return Boolean(element);
}
