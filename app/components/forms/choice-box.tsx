import { cn } from "~/lib/cn";

/**
 * The box drawn around a radio button or checkbox and its words, inside their label, just after
 * the control: it follows the control's state with sibling selectors (`peer-checked:`,
 * `peer-focus-visible:`). Styled from the label with `:has(:checked)`, it made the browser
 * restyle some four hundred elements of the booking page whenever any control on it was chosen
 * or focused, inside the tap (issue 41). The label is `relative isolate`, the control `peer`.
 */
export function ChoiceBox({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("-z-10 absolute inset-0 rounded-xl border transition", className)}
    />
  );
}

/** The box of a choice among others on a light surface: the site's usual one. */
export const plainChoice =
  "border-paper-line bg-paper-raised peer-checked:border-accent-strong peer-checked:bg-selected-soft";
