import { useMessages } from "~/i18n/messages";
import { HONEYPOT_FIELD } from "~/lib/forms/fields";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots tend to complete; the server refuses any post that has it.
 */
export function Honeypot({ id }: { id: string }) {
  const m = useMessages();
  return (
    <div aria-hidden="true" className="-left-[9999px] absolute top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{m.honeypot}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
