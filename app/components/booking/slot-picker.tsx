import { type FormEvent, type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
import { ChoiceBox, plainChoice } from "~/components/forms/choice-box";
import { Icon } from "~/components/ui/icon";
import { bookingMessages } from "~/i18n/booking-messages";
import { useLocale } from "~/i18n/locale";
import type { Picker, PickerSlot } from "~/lib/booking/picker";
import { cn } from "~/lib/cn";

/** This page's address with some of its query changed (a day, a week), the rest kept. */
export function useQueryHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    params.delete("booked");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

/** The day whose times a page shows first: the one holding a time already chosen, else the asked one. */
export function shownDay(picker: Picker, chosenSlot?: string): string | undefined {
  const holding = chosenSlot
    ? picker.days.find((day) => day.slots.some((slot) => slot.value === chosenSlot))
    : undefined;
  return (holding ?? picker.day)?.date;
}

/**
 * A week of days as a calendar row, paged by week. The days with free times are radio buttons,
 * and choosing one shows its times in place (`WeekTimes`, the stylesheet's `[data-days]` rules):
 * no request and no script, so a tap on a day is answered at once, before the page's script has
 * arrived or without it. A day without free times is a radio button that cannot be chosen. The
 * day the page opens on is `shown` (a day asked for in the address, `?day=`, or the first with
 * free times). `WeekTimes` must follow it, as its next sibling or a later one.
 */
export function WeekCalendar({ picker, shown }: { picker: Picker; shown?: string }) {
  const m = bookingMessages[useLocale()];
  const href = useQueryHref();
  const weekId = useId();
  const pager = (week: number, label: string, icon: "arrow-left" | "arrow-right") =>
    week < 0 || week >= picker.weeks ? (
      <span
        className="inline-flex min-h-11 items-center gap-2 px-3 text-ink-muted"
        aria-hidden="true"
      >
        {icon === "arrow-left" ? <Icon name={icon} className="size-4" /> : null}
        <span className="max-xl:sr-only">{label}</span>
        {icon === "arrow-right" ? <Icon name={icon} className="size-4" /> : null}
      </span>
    ) : (
      <Link
        to={href({ week: String(week), day: null })}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-medium text-accent-strong underline-offset-4 hover:underline"
      >
        {icon === "arrow-left" ? <Icon name={icon} className="size-4" /> : null}
        <span className="max-xl:sr-only">{label}</span>
        {icon === "arrow-right" ? <Icon name={icon} className="size-4" /> : null}
      </Link>
    );
  return (
    <nav aria-label={m.calendar} data-days="" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        {pager(picker.week - 1, m.previousWeek, "arrow-left")}
        <h3 id={weekId} className="text-center font-semibold text-ink">
          {picker.weekLabel}
        </h3>
        {pager(picker.week + 1, m.nextWeek, "arrow-right")}
      </div>
      {/* Keyed by the week's days: another week or zone starts from its own chosen day. */}
      <fieldset key={picker.days[0]?.date} aria-labelledby={weekId}>
        <ul className="grid grid-cols-7 gap-1.5 sm:gap-2">
          {picker.days.map((day, index) => {
            const free = day.count > 0;
            return (
              <li key={day.date} data-day-choice={index + 1}>
                <label
                  className={cn(
                    "relative isolate flex min-h-16 flex-col items-center justify-center rounded-xl text-center",
                    free
                      ? "group cursor-pointer text-ink"
                      : "border border-transparent bg-paper text-ink-muted",
                  )}
                >
                  {/* Read out whole ("Monday, December 7, 3 free times"); drawn as a cell. */}
                  <input
                    type="radio"
                    name="day"
                    value={day.date}
                    disabled={!free}
                    defaultChecked={free && day.date === shown}
                    aria-label={`${day.label}, ${free ? m.slotsOn(day.count) : m.noDay}`}
                    className="peer sr-only"
                  />
                  {free ? (
                    <ChoiceBox className="border-accent-strong/50 bg-selected-soft group-hover:border-accent-strong peer-checked:border-night peer-checked:bg-night peer-focus-visible:outline-2 peer-focus-visible:outline-accent-strong peer-focus-visible:outline-offset-2" />
                  ) : null}
                  <span
                    aria-hidden="true"
                    className="text-xs uppercase tracking-wide peer-checked:text-on-night"
                  >
                    {day.weekday}
                  </span>
                  <span
                    aria-hidden="true"
                    className="font-semibold text-lg tabular-nums peer-checked:text-on-night"
                  >
                    {day.dayOfMonth}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {picker.days.every((day) => day.count === 0) ? (
        <p className="text-ink-muted">
          {m.noneThisWeek}{" "}
          {picker.firstFree ? (
            <Link
              to={href({ week: String(picker.firstFree.week), day: picker.firstFree.date })}
              preventScrollReset
              className="font-medium text-accent-strong underline underline-offset-2"
            >
              {m.firstFree}
            </Link>
          ) : null}
        </p>
      ) : null}
    </nav>
  );
}

/**
 * The free times of each day of the week, one block per day in the calendar's order: the
 * stylesheet shows the block of the day chosen in `WeekCalendar` and hides the others (their
 * times can then be neither reached nor read). `chosen` is a time already chosen, kept checked.
 */
export function WeekTimes({
  picker,
  shown,
  chosen,
  error,
  legend,
  firstId,
  form,
  onChange,
}: {
  picker: Picker;
  /** The day shown first, as given to `WeekCalendar`. */
  shown?: string;
  chosen?: string;
  error?: string;
  legend: (day: string) => string;
  /** The id of the first time of the day shown first, which a form's errors lead to. */
  firstId?: string;
  /** The id of the form the times are posted with (they follow the calendar, outside it). */
  form: string;
  /** Told when a time is chosen, as the form would be were the times inside it. */
  onChange?: (event: FormEvent<HTMLElement>) => void;
}) {
  return (
    <div key={picker.days[0]?.date} data-week-times="" onChange={onChange} className="mt-6">
      {picker.days.map((day, index) => (
        <div key={day.date} data-day-times={index + 1}>
          {day.slots.length > 0 ? (
            <SlotChoices
              legend={legend(day.label)}
              slots={day.slots}
              chosen={chosen}
              error={error}
              firstId={day.date === shown ? firstId : undefined}
              form={form}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The free times of one day (or the alternatives offered) as radio buttons named "slot". */
export function SlotChoices({
  legend,
  slots,
  chosen,
  error,
  firstId,
  form,
  children,
}: {
  legend: string;
  slots: (PickerSlot & { day?: string })[];
  chosen?: string;
  error?: string;
  /** The first time's id, which a form's errors lead to. */
  firstId?: string;
  /** The id of the form the times belong to, when they are not inside it. */
  form?: string;
  children?: ReactNode;
}) {
  const m = bookingMessages[useLocale()];
  // Each time is named by the visitor's own time, and described by Toronto's: read as one run
  // of words, the two times sounded like a range.
  const ids = useId();
  return (
    <fieldset aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="font-semibold text-ink text-lg">{legend}</legend>
      {children}
      <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
        {slots.map((slot, index) => (
          <label
            key={slot.value}
            className="relative isolate flex min-h-12 cursor-pointer flex-col justify-center px-4 py-2 text-ink"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="slot"
                value={slot.value}
                id={index === 0 ? firstId : undefined}
                form={form}
                defaultChecked={chosen === slot.value}
                aria-invalid={error ? true : undefined}
                aria-labelledby={`${ids}-${index}-time`}
                aria-describedby={slot.office ? `${ids}-${index}-office` : undefined}
                className="peer size-4 accent-accent-strong"
              />
              <ChoiceBox
                className={`${plainChoice} peer-focus-visible:outline-2 peer-focus-visible:outline-accent-strong`}
              />
              <span id={`${ids}-${index}-time`} className="font-medium tabular-nums">
                {slot.day ? `${slot.day}, ` : ""}
                {slot.label}
              </span>
            </span>
            {slot.office ? (
              <span id={`${ids}-${index}-office`} className="ms-6 text-ink-muted text-xs">
                {m.inToronto(slot.office)}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${ids}-error`} className="mt-2 flex items-start gap-2 text-danger text-sm">
          <Icon name="x" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
