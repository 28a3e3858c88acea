import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { data, Form, useNavigate, useNavigation } from "react-router";
import {
  SlotChoices,
  shownDay,
  useQueryHref,
  WeekCalendar,
  WeekTimes,
} from "~/components/booking/slot-picker";
import { ChoiceBox, plainChoice } from "~/components/forms/choice-box";
import { MarketingConsent } from "~/components/forms/consent";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { Bands } from "~/components/layout/boundary";
import { PageErrorBoundary } from "~/components/layout/page-error";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { bookingMessages } from "~/i18n/booking-messages";
import { localeOf, useLocale } from "~/i18n/locale";
import { quoteWords } from "~/i18n/words/quote";
import { bookPageData, handleBooking } from "~/lib/booking/page.server";
import { cn } from "~/lib/cn";
import {
  type BookingErrors,
  type BookingField,
  bookingFields,
  bookingValues,
  NOTE_MAX,
  validateBooking,
} from "~/lib/forms/booking";
import { fixFieldsMessages } from "~/lib/forms/details";
import { TOKEN_FIELD } from "~/lib/forms/fields";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book";

/** Rendered per request: the free times change by the minute, and each visit signs its token. */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await bookPageData(request, localeOf(new URL(request.url).pathname)), {
    headers: { "Cache-Control": "no-store" },
  });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await handleBooking(request);
  if (outcome instanceof Response) return outcome;
  return data(outcome.result, { status: outcome.status });
}

export const meta = ({ location }: Route.MetaArgs) => {
  const m = bookingMessages[localeOf(location.pathname)];
  return pageMeta({ title: m.title, description: m.description }, { path: location.pathname });
};

const inputClass =
  "mt-2 block w-full rounded-xl border border-field-line bg-paper-raised px-4 py-3 text-ink shadow-sm transition placeholder:text-ink-muted/70 focus:border-accent-strong aria-invalid:border-danger";

const fieldId = (name: BookingField) => `book-${name}`;

/** The booking form, which the week's times are posted with from the calendar above it. */
const FORM_ID = "book-form";

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = bookingMessages[locale];
  const quote = quoteWords[locale];
  const { query, picker } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const href = useQueryHref();
  const sending = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const [clientErrors, setClientErrors] = useState<BookingErrors | null>(null);
  const errors = clientErrors ?? failed?.errors ?? {};
  const kept = failed?.values ?? {};
  const shown = shownDay(picker, kept.slot);
  const invalid = bookingFields.filter((name) => errors[name]);
  const formError = failed?.formError ?? (invalid.length > 0 ? fixFieldsMessages[locale] : null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // With a script, the times follow the zone the browser is set to, unless one was chosen:
  // looked at once, when the page hydrates.
  const zoneChecked = useRef(false);
  useEffect(() => {
    if (zoneChecked.current) return;
    zoneChecked.current = true;
    if (new URLSearchParams(window.location.search).has("tz")) return;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (detected && detected !== query.zone) {
      navigate(href({ tz: detected }), { replace: true, preventScrollReset: true });
    }
  }, [href, navigate, query.zone]);

  // A server answer moves the focus to the form's message.
  useEffect(() => {
    if (!failed) return;
    setClientErrors(null);
    alertRef.current?.focus();
  }, [failed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = validateBooking(bookingValues(new FormData(event.currentTarget)), locale);
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    const first = bookingFields.find((name) => checked.errors[name]);
    // The field, else the first of its choices on screen (the times of the day shown: the
    // others are hidden), among the form's own and those posted with it from outside.
    const candidates = [
      document.getElementById(first ? fieldId(first) : ""),
      ...[...event.currentTarget.elements].filter(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.name === first,
      ),
    ];
    candidates.find((element) => element?.checkVisibility())?.focus();
  }

  /** Once a field has been flagged, its message follows what the visitor types. */
  function onChange(event: FormEvent<HTMLElement>) {
    const name = (event.target as HTMLInputElement).name as BookingField;
    if (!errors[name] || !formRef.current) return;
    const checked = validateBooking(bookingValues(new FormData(formRef.current)), locale);
    const next = { ...errors };
    if (checked.ok || !checked.errors[name]) delete next[name];
    else next[name] = checked.errors[name];
    setClientErrors(next);
  }

  const field = (name: BookingField) => ({
    name,
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `book-${name}-error` : undefined,
    defaultValue: kept[name],
  });

  const alternatives = failed?.alternatives;
  return (
    <Bands>
      <PageHero eyebrow={m.eyebrow} title={{ text: m.heroTitle }} description={m.heroText} />
      <section aria-label={m.section} className="bg-paper py-14 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
          <div className="grid gap-8">
            <Step title={m.steps.topic}>
              <Form method="get" preventScrollReset className="grid gap-5 sm:grid-cols-2">
                <div>
                  <label htmlFor="book-topic" className="font-medium text-ink">
                    {m.topic}
                  </label>
                  <select
                    id="book-topic"
                    name="topic"
                    defaultValue={query.topic}
                    key={`topic-${query.topic}`}
                    onChange={(event) => event.currentTarget.form?.requestSubmit()}
                    className={inputClass}
                  >
                    {loaderData.topics.map((topic) => (
                      <option key={topic.slug} value={topic.slug}>
                        {topic.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="book-host" className="font-medium text-ink">
                    {m.host}
                  </label>
                  <select
                    id="book-host"
                    name="host"
                    defaultValue={String(query.host)}
                    key={`host-${query.topic}-${query.host}`}
                    onChange={(event) => event.currentTarget.form?.requestSubmit()}
                    className={inputClass}
                  >
                    <option value="any">{m.anyHost}</option>
                    {loaderData.hosts.map((host) => (
                      <option key={host.id} value={host.id}>
                        {host.name} — {host.role}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor="book-zone" className="font-medium text-ink">
                    {m.zone}
                  </label>
                  <p id="book-zone-hint" className="mt-1 text-ink-muted text-sm">
                    {m.zoneHint}
                  </p>
                  <select
                    id="book-zone"
                    name="tz"
                    aria-describedby="book-zone-hint"
                    defaultValue={query.zone}
                    key={`zone-${query.zone}`}
                    onChange={(event) => event.currentTarget.form?.requestSubmit()}
                    className={inputClass}
                  >
                    {loaderData.zones.map((zone) => (
                      <option key={zone.zone} value={zone.zone}>
                        {zone.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="sm:col-span-2">
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 font-semibold text-ink transition hover:border-ink/50"
                  >
                    {m.show}
                    <Icon name="arrow-right" className="size-4" />
                  </button>
                </div>
              </Form>
            </Step>

            <Step title={m.steps.time}>
              <p data-zone className="-mt-2 mb-4 text-ink-muted text-sm">
                <Icon name="globe" className="me-1.5 inline size-4 align-[-3px]" />
                {loaderData.zoneLabel}
              </p>
              {picker.firstFree ? (
                <>
                  <WeekCalendar picker={picker} shown={shown} />
                  {/* The week's times, posted with the form below. Where a time just taken
                      has alternatives, those are offered in the form instead. */}
                  {alternatives ? null : (
                    <WeekTimes
                      picker={picker}
                      shown={shown}
                      legend={m.times}
                      chosen={kept.slot}
                      error={errors.slot}
                      firstId={fieldId("slot")}
                      form={FORM_ID}
                      onChange={onChange}
                    />
                  )}
                </>
              ) : (
                <p className="rounded-xl bg-paper p-4 text-ink">
                  {m.noneAtAll}{" "}
                  <Link
                    to="/contact-us"
                    className="font-medium text-accent-strong underline underline-offset-2"
                  >
                    {m.contactInstead}
                  </Link>
                </p>
              )}
            </Step>

            <Form
              ref={formRef}
              id={FORM_ID}
              method="post"
              noValidate
              preventScrollReset
              onSubmit={onSubmit}
              onChange={onChange}
              aria-labelledby="book-details-title"
              className="grid gap-8"
            >
              <input type="hidden" name={TOKEN_FIELD} value={failed?.token ?? loaderData.token} />
              <input type="hidden" name="topic" value={query.topic} />
              <input type="hidden" name="host" value={String(query.host)} />
              <input type="hidden" name="zone" value={query.zone} />
              <Honeypot id="book-website" />

              {formError ? (
                <div
                  ref={alertRef}
                  tabIndex={-1}
                  role="alert"
                  className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-danger"
                >
                  <Icon name="x" className="mt-0.5 size-5 shrink-0" />
                  <div>
                    <p>{formError}</p>
                    {alternatives ? <p className="mt-1">{m.chooseAlternative}</p> : null}
                  </div>
                </div>
              ) : null}

              {alternatives && alternatives.length > 0 ? (
                <Step title={m.alternatives}>
                  <SlotChoices legend={m.alternatives} slots={alternatives} error={errors.slot} />
                </Step>
              ) : null}

              <Step title={m.steps.details} id="book-details-title">
                <p className="-mt-2 mb-5 text-ink-muted text-sm">{m.required}</p>
                <div className="grid gap-6">
                  <fieldset>
                    <legend className="font-medium text-ink">{m.mode}</legend>
                    <div className="mt-3 grid gap-2">
                      {(["video", "phone"] as const).map((mode) => (
                        <label
                          key={mode}
                          className="relative isolate flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-ink"
                        >
                          <input
                            type="radio"
                            name="meetingMode"
                            value={mode}
                            id={mode === "video" ? fieldId("meetingMode") : undefined}
                            defaultChecked={(kept.meetingMode ?? "video") === mode}
                            className="peer size-4 accent-accent-strong"
                          />
                          <ChoiceBox className={plainChoice} />
                          {m[mode]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="grid gap-6 sm:grid-cols-2">
                    <Field
                      label={quote.labels.firstName}
                      id={fieldId("firstName")}
                      error={errors.firstName}
                    >
                      <input
                        {...field("firstName")}
                        type="text"
                        autoComplete="given-name"
                        className={inputClass}
                      />
                    </Field>
                    <Field
                      label={quote.labels.lastName}
                      id={fieldId("lastName")}
                      error={errors.lastName}
                    >
                      <input
                        {...field("lastName")}
                        type="text"
                        autoComplete="family-name"
                        className={inputClass}
                      />
                    </Field>
                    <Field
                      label={quote.labels.company}
                      id={fieldId("company")}
                      error={errors.company}
                    >
                      <input
                        {...field("company")}
                        type="text"
                        autoComplete="organization"
                        className={inputClass}
                      />
                    </Field>
                    <Field label={quote.labels.email} id={fieldId("email")} error={errors.email}>
                      <input
                        {...field("email")}
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        className={inputClass}
                      />
                    </Field>
                    <Field label={m.phoneLabel} id={fieldId("phone")} error={errors.phone}>
                      <input
                        {...field("phone")}
                        type="tel"
                        autoComplete="tel"
                        className={inputClass}
                      />
                    </Field>
                  </div>
                  <Field label={m.note} id={fieldId("note")} error={errors.note} hint={m.noteHint}>
                    <textarea
                      {...field("note")}
                      aria-describedby={cn("book-note-hint", errors.note && "book-note-error")}
                      rows={4}
                      maxLength={NOTE_MAX}
                      className={cn(inputClass, "resize-y")}
                    />
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
                      {sending ? m.booking : m.book}
                      <Icon name="calendar" className="size-5" />
                    </button>
                  </div>
                </div>
              </Step>
            </Form>
          </div>
          <aside aria-label={m.contactInstead} className="grid gap-6 lg:sticky lg:top-28">
            <div className="on-night rounded-card bg-night p-7 text-on-night">
              <h2 className="font-semibold text-xl">{m.contactInstead}</h2>
              <p className="mt-3 text-on-night-muted">{m.contactText}</p>
              <p className="mt-5">
                <Link
                  to="/contact-us"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-aurora-teal underline-offset-4 hover:underline"
                >
                  {m.contactLink}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </p>
            </div>
          </aside>
        </div>
      </section>
    </Bands>
  );
}

function Step({
  title,
  id,
  headingHidden = false,
  children,
}: {
  title: string;
  id?: string;
  headingHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:p-8">
      <h2 id={id} className={cn("mb-5 font-semibold text-ink text-xl", headingHidden && "sr-only")}>
        {title}
      </h2>
      {children}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
