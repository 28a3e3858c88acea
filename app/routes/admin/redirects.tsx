import { data } from "react-router";
import { z } from "zod";
import { AdminButton, fieldClass, labelClass, Notice, PostForm } from "~/components/admin/ui";
import { site } from "~/content/site";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import { sitePages } from "~/lib/content/drafts.server";
import { reasonLabel, redirectPath } from "~/lib/redirects";
import { Redirects } from "~/lib/redirects.server";
import type { Route } from "./+types/redirects";

export const meta = () => [
  { title: "Redirects · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const redirectsOf = (session: Awaited<ReturnType<typeof requireStaff>>) =>
  new Redirects(session.store, session.audit);

const when = (millis: number) => torontoDateTime(new Date(millis).toISOString());

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const rows = await redirectsOf(session).list();
  return {
    csrf: session.csrf,
    redirects: rows.map((row) => ({
      ...row,
      why: reasonLabel[row.reason] ?? row.reason,
      createdAt: when(row.createdAt),
      lastHitAt: row.lastHitAt === null ? null : when(row.lastHitAt),
    })),
  };
}

/** An address of this site, as typed or pasted whole. */
const address = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(500, "An address is at most 500 characters.")
    .transform((text, context) => {
      const path = redirectPath(text, site.url);
      if (path === null) {
        context.addIssue({
          code: "custom",
          message: `Enter the ${what} as a path of this site, starting with / (such as /services/web).`,
        });
        return z.NEVER;
      }
      return path;
    });

const added = z.object({ from: address("old address"), to: address("page it leads to") });

type FieldErrors = { from?: string; to?: string };
type ActionResult = {
  errors: FieldErrors;
  values: { from: string; to: string };
  done: string | null;
  error: string | null;
};

const result = (values: Partial<ActionResult>): ActionResult => ({
  errors: {},
  values: { from: "", to: "" },
  done: null,
  error: null,
  ...values,
});

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const form = await readPost(request, session);
  const redirects = redirectsOf(session);
  if (form.get("intent") === "remove") {
    const from = String(form.get("from") ?? "");
    return (await redirects.remove(session.staff, from))
      ? result({ done: `${from} no longer redirects.` })
      : data(result({ error: `${from} had no redirect: it was removed already.` }), 404);
  }
  if (form.get("intent") !== "add") {
    return data(result({ error: "This change is not one the page offers." }), 400);
  }
  const values = { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") };
  const parsed = added.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "from" || field === "to") && !errors[field]) errors[field] = issue.message;
    }
    return data(result({ errors, values }), 400);
  }
  const pages = sitePages();
  const outcome = await redirects.add(session.staff, parsed.data.from, parsed.data.to, (path) =>
    pages.has(path),
  );
  if (!outcome.ok) {
    return data(
      result({ errors: { [outcome.refusal.field]: outcome.refusal.message }, values }),
      400,
    );
  }
  return result({ done: `${parsed.data.from} now redirects to ${parsed.data.to}.` });
}

function Field({
  name,
  label,
  hint,
  error,
  value,
}: {
  name: "from" | "to";
  label: string;
  hint: string;
  error?: string;
  value: string;
}) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        required
        defaultValue={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={fieldClass}
      />
      <p id={hintId} className="text-ink-muted text-sm">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function RedirectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, redirects } = loaderData;
  const errors = actionData?.errors ?? {};
  // A redirect added empties the form; a refused one keeps what was typed.
  const values = actionData?.done
    ? { from: "", to: "" }
    : (actionData?.values ?? { from: "", to: "" });
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">Redirects</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        An old address answers with a permanent redirect (301) to the page that replaced it, so
        links and search results that name it still lead somewhere. Changing an entry's address adds
        one when the change is published; a page published again at an old address takes the place
        of its redirect.
      </p>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      </div>
      <section
        aria-labelledby="add-heading"
        className="mt-6 max-w-3xl rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="add-heading" className="font-semibold text-xl">
          Add a redirect
        </h2>
        <PostForm
          csrf={csrf}
          key={actionData?.done ?? "form"}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="add" />
          <Field
            name="from"
            label="Old address"
            hint="A page of a previous site, such as /old-services.html. Not a page the site has."
            error={errors.from}
            value={values.from}
          />
          <Field
            name="to"
            label="Page it leads to"
            hint="A page of this site, such as /services/web."
            error={errors.to}
            value={values.to}
          />
          <div>
            <AdminButton>Add the redirect</AdminButton>
          </div>
        </PostForm>
      </section>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
        aria-label="Redirects table"
        className="relative mt-6 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
      >
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Every redirect, the most recent first</caption>
          <thead className="border-paper-line border-b bg-paper text-ink-muted">
            <tr>
              {["From", "To", "Why", "Who", "When", "Hits", "Last hit", "Remove"].map((name) => (
                <th key={name} scope="col" className="px-4 py-3 font-medium">
                  {name === "Remove" ? <span className="sr-only">{name}</span> : name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {redirects.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-4 py-3 text-ink-muted">
                  No address redirects yet.
                </td>
              </tr>
            ) : null}
            {redirects.map((row) => (
              <tr key={row.from} className="border-paper-line border-b last:border-0">
                <td className="break-all px-4 py-3 font-mono">{row.from}</td>
                <td className="break-all px-4 py-3 font-mono">{row.to}</td>
                <td className="px-4 py-3">{row.why}</td>
                <td className="px-4 py-3">{row.createdBy}</td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-muted">{row.createdAt}</td>
                <td className="px-4 py-3 tabular-nums">{row.hits}</td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                  {row.lastHitAt ?? "Never"}
                </td>
                <td className="px-4 py-3">
                  <PostForm csrf={csrf}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="from" value={row.from} />
                    <AdminButton tone="quiet" aria-label={`Remove the redirect from ${row.from}`}>
                      Remove
                    </AdminButton>
                  </PostForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
