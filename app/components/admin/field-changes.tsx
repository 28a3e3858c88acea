import type { FieldChange } from "~/lib/content/field-diff";

/** Longer texts are cut in the list; the form shows them whole. */
const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** What changed in an entry, field by field: was → now. */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 border-paper-line border-l-2 pl-3">
      {changes.slice(0, 12).map((change) => (
        <li key={change.field}>
          <span className="font-semibold">{change.field}:</span>{" "}
          {change.before !== null && (
            <del className="text-ink-muted">
              <span className="sr-only">was </span>
              {clip(change.before)}
            </del>
          )}
          {change.before !== null && change.after !== null && <span aria-hidden="true"> → </span>}
          {change.after !== null ? (
            <ins className="no-underline">
              <span className="sr-only">{change.before !== null ? ", now " : "added "}</span>
              {clip(change.after)}
            </ins>
          ) : (
            <span> (removed)</span>
          )}
        </li>
      ))}
      {changes.length > 12 && <li>and {changes.length - 12} more fields.</li>}
    </ul>
  );
}
