import { type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
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

/**
 * A week of days as a calendar row: a day with free times is a link that shows them (plain
 * navigation, with or without JavaScript), a day without is marked as such. Paged by week.
 */
export function WeekCalendar({ picker }: { picker: Picker }) {
  const m = bookingMessages[useLocale()];
  const href = useQueryHref();
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
    <nav aria-label={m.calendar} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        {pager(picker.week - 1, m.previousWeek, "arrow-left")}
        <h3 className="text-center font-semibold text-ink">{picker.weekLabel}</h3>
        {pager(picker.week + 1, m.nextWeek, "arrow-right")}
      </div>
      <ul className="grid grid-cols-7 gap-1.5 sm:gap-2">
        {picker.days.map((day) => {
          const selected = picker.day?.date === day.date;
          // Read out whole ("Monday, December 7, 3 times free"); drawn as a calendar cell.
          const cell = (
            <>
              <span aria-hidden="true" className="text-xs uppercase tracking-wide">
                {day.weekday}
              </span>
              <span aria-hidden="true" className="font-semibold text-lg tabular-nums">
                {day.dayOfMonth}
              </span>
              <span className="sr-only">{`${day.label}, ${day.count > 0 ? m.slotsOn(day.count) : m.noDay}`}</span>
            </>
          );
          const base =
            "flex min-h-16 flex-col items-center justify-center rounded-xl border text-center";
          return (
            <li key={day.date}>
              {day.count > 0 ? (
                <Link
                  to={href({ day: day.date, week: String(picker.week) })}
                  preventScrollReset
                  aria-current={selected ? "date" : undefined}
                  className={cn(
                    base,
                    "transition",
                    selected
                      ? "border-night bg-night text-on-night"
                      : "border-accent-strong/50 bg-selected-soft text-ink hover:border-accent-strong",
                  )}
                >
                  {cell}
                </Link>
              ) : (
                <span className={cn(base, "border-transparent bg-paper text-ink-muted")}>
                  {cell}
                </span>
              )}
            </li>
          );
        })}
      </ul>
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

/** The free times of one day (or the alternatives offered) as radio buttons named "slot". */
export function SlotChoices({
  legend,
  slots,
  chosen,
  error,
  children,
}: {
  legend: string;
  slots: (PickerSlot & { day?: string })[];
  chosen?: string;
  error?: string;
  children?: ReactNode;
}) {
  const m = bookingMessages[useLocale()];
  // Each time is named by the visitor's own time, and described by Toronto's: read as one run
  // of words, the two times sounded like a range.
  const ids = useId();
  return (
    <fieldset aria-describedby={error ? "book-slot-error" : undefined}>
      <legend className="font-semibold text-ink text-lg">{legend}</legend>
      {children}
      <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
        {slots.map((slot, index) => (
          <label
            key={slot.value}
            className="flex min-h-12 cursor-pointer flex-col justify-center rounded-xl border border-paper-line bg-paper-raised px-4 py-2 text-ink transition has-checked:border-accent-strong has-checked:bg-selected-soft has-focus-visible:outline-2 has-focus-visible:outline-accent-strong"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="slot"
                value={slot.value}
                id={index === 0 ? "book-slot" : undefined}
                defaultChecked={chosen === slot.value}
                aria-invalid={error ? true : undefined}
                aria-labelledby={`${ids}-${index}-time`}
                aria-describedby={slot.office ? `${ids}-${index}-office` : undefined}
                className="size-4 accent-accent-strong"
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
        <p id="book-slot-error" className="mt-2 flex items-start gap-2 text-danger text-sm">
          <Icon name="x" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
