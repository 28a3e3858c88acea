/**
 * A publish's time as the team sets and reads it: in Toronto time, and in the reader's own time
 * zone beside it when their clocks read otherwise. The browser's zone is known once the page
 * has hydrated; before, and without JavaScript, the Toronto time alone is shown.
 */
import { useEffect, useRef, useState } from "react";
import { fieldClass, labelClass } from "~/components/admin/ui";
import { TEAM_TIME_ZONE, torontoAndYours, torontoInstant, wallTimeIn } from "~/lib/admin/time";

/** The browser's time zone, once hydrated. */
function useYourZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}

/** A publish's time: Toronto's, and the reader's when it differs. */
export function ScheduleTime({ at }: { at: number }) {
  const zone = useYourZone();
  return <time dateTime={new Date(at).toISOString()}>{torontoAndYours(at, zone)}</time>;
}

/**
 * The date and time a publish is set for, typed in Toronto time (`at`, as a date-time field
 * sends it), with what it is in the reader's time zone under it.
 */
export function ScheduleField({
  id,
  label,
  defaultValue,
  className,
}: {
  id: string;
  label: string;
  /** "2026-12-08T09:00", Toronto time. */
  defaultValue: string;
  className?: string;
}) {
  const zone = useYourZone();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  // What was typed before the page hydrated is kept, and read once it has.
  useEffect(() => setValue(field.current?.value ?? ""), []);
  const instant = torontoInstant(value);
  const theirs =
    zone && zone !== TEAM_TIME_ZONE && instant !== null ? wallTimeIn(instant, zone) : null;
  const same = instant !== null && theirs === wallTimeIn(instant, TEAM_TIME_ZONE);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name="at"
        type="datetime-local"
        required
        ref={field}
        defaultValue={defaultValue}
        onInput={(event) => setValue(event.currentTarget.value)}
        aria-describedby={`${id}-zone`}
        className={fieldClass}
      />
      <p id={`${id}-zone`} className="mt-1 text-ink-muted text-xs" aria-live="polite">
        Toronto time
        {theirs && !same ? `: ${theirs} in your time zone (${zone})` : ""}.
      </p>
    </div>
  );
}
