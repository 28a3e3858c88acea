import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

/**
 * A form control with its label, an optional hint and its error. The control carries `id`; the
 * hint and the error take `${id}-hint` and `${id}-error`, which the control names in its
 * `aria-describedby`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-ink-muted text-sm">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message under a control in error, announced through the control's description. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-2 flex items-start gap-2 text-danger text-sm">
      <Icon name="x" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}
