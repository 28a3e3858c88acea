import type { FieldChange } from "~/lib/content/field-diff";

/** Longer texts are cut in the list; the form shows them whole. */
const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** What changed in an entry, field by field: what it was, what it is now. */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2 border-paper-line border-l-2 pl-3">
      {changes.slice(0, 12).map((change) => (
        <li key={change.field}>
          <span className="font-semibold">{change.field}:</span>{" "}
          {change.before !== null && (
            <span className="block">
              <span className="text-ink-muted">was </span>
              <del className="no-underline">{clip(change.before)}</del>
            </span>
          )}
          <span className="block">
            <span className="text-ink-muted">{change.before === null ? "added " : "now "}</span>
            {change.after !== null ? (
              <ins className="font-medium no-underline">{clip(change.after)}</ins>
            ) : (
              <span className="text-ink-muted">removed</span>
            )}
          </span>
        </li>
      ))}
      {changes.length > 12 && <li>and {changes.length - 12} more fields.</li>}
    </ul>
  );
}
