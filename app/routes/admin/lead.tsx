import { data, Link, redirect, useNavigation } from "react-router";
import {
  AdminButton,
  fieldClass,
  labelClass,
  Notice,
  PostForm,
  StatusBadge,
  statusLabels,
} from "~/components/admin/ui";
import { categories } from "~/content/catalogue";
import { NOTE_MAX, statuses } from "~/lib/admin/fields";
import { noticeParam, readQuery } from "~/lib/admin/query";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import type { Route } from "./+types/lead";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Lead ${loaderData?.lead.id ?? ""} · Maplestack back office` },
  { name: "robots", content: "noindex, nofollow" },
];

const doneMessages = {
  status: "Status updated.",
  note: "Note added.",
};

function leadId(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "There is no such lead." }, 404);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { inbox, csrf } = await requireStaff(request);
  const found = await inbox.lead(leadId(params.id));
  if (!found) throw data({ message: "There is no such lead. It may have been deleted." }, 404);
  const { lead, events } = found;
  const { done } = readQuery(new URL(request.url).searchParams, {
    done: noticeParam(doneMessages),
  });
  return {
    csrf,
    done,
    lead: {
      ...lead,
      received: torontoDateTime(lead.createdAt),
      anonymised: lead.anonymisedAt ? torontoDateTime(lead.anonymisedAt) : null,
      services: lead.services.map((slug) => categories.find((c) => c.slug === slug)?.name ?? slug),
    },
    events: events.map((event) => ({ ...event, at: torontoDateTime(event.at) })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request);
  const form = await readPost(request, session);
  const id = leadId(params.id);
  const intent = form.get("intent");
  if (intent === "status") {
    const status = statuses.find((s) => s === form.get("status"));
    if (!status) return data({ error: "Choose one of the statuses." }, 400);
    if (!(await session.inbox.setStatus(session.staff, id, status))) {
      throw data({ message: "There is no such lead." }, 404);
    }
    throw redirect(`/admin/leads/${id}?done=status`);
  }
  if (intent === "note") {
    const note = String(form.get("note") ?? "").trim();
    if (!note) return data({ error: "Write the note before adding it." }, 400);
    if (note.length > NOTE_MAX) {
      return data({ error: `Keep a note under ${NOTE_MAX} characters.` }, 400);
    }
    if (!(await session.inbox.addNote(session.staff, id, note))) {
      throw data({ message: "There is no such lead." }, 404);
    }
    throw redirect(`/admin/leads/${id}?done=note`);
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") {
      return data({ error: "Tick the box to confirm the person asked for deletion." }, 400);
    }
    await session.inbox.deleteLead(session.staff, id);
    throw redirect("/admin/leads?done=deleted");
  }
  return data({ error: "This change is not one the page offers." }, 400);
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, events, csrf, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const name = lead.anonymised ? `Lead #${lead.id}` : `${lead.firstName} ${lead.lastName}`;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/leads" className="underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-semibold text-3xl tracking-tight">{name}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-ink-muted">
        {lead.company || "No company"} · received {lead.received}
      </p>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        {!actionData && done ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
        {lead.anonymised ? (
          <Notice tone="info">
            This lead's personal data was removed on {lead.anonymised} under the retention rule.
          </Notice>
        ) : null}
      </div>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1.4fr_1fr]">
        <section
          aria-labelledby="details"
          className="rounded-card border border-paper-line bg-paper-raised p-6"
        >
          <h2 id="details" className="font-semibold text-xl">
            What they sent
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-[auto_1fr]">
            <Field term="Name">{`${lead.firstName} ${lead.lastName}`.trim() || "—"}</Field>
            <Field term="Email">
              {lead.email ? (
                <a href={`mailto:${lead.email}`} className="break-all underline underline-offset-4">
                  {lead.email}
                </a>
              ) : (
                "—"
              )}
            </Field>
            <Field term="Phone">
              {lead.phone ? (
                <a
                  href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                  className="underline underline-offset-4"
                >
                  {lead.phone}
                </a>
              ) : (
                "Not given"
              )}
            </Field>
            <Field term="Company">{lead.company || "—"}</Field>
            <Field term="Services">{lead.services.join(", ")}</Field>
            <Field term="Budget">{lead.budget}</Field>
            <Field term="Best time to call">{lead.callbackTime}</Field>
            <Field term="Project">
              <span className="whitespace-pre-wrap">{lead.description || "—"}</span>
            </Field>
            <Field term="Marketing emails">
              {lead.marketingConsent ? (
                <>
                  Agreed, to this wording: <q className="italic">{lead.consentWording}</q>
                </>
              ) : (
                "Not agreed"
              )}
            </Field>
            <Field term="Sent from">{lead.sourcePage}</Field>
            <Field term="Language">{lead.language === "fr" ? "French" : "English"}</Field>
            <Field term="Received">{lead.received} (Toronto time)</Field>
          </dl>
        </section>

        <div className="grid gap-8">
          <section
            aria-labelledby="status-heading"
            className="rounded-card border border-paper-line bg-paper-raised p-6"
          >
            <h2 id="status-heading" className="font-semibold text-xl">
              Status
            </h2>
            <PostForm csrf={csrf} className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="status" />
              <div className="grow">
                <label htmlFor="status" className={labelClass}>
                  Move this lead to
                </label>
                <select
                  id="status"
                  name="status"
                  defaultValue={lead.status}
                  key={lead.status}
                  className={fieldClass}
                >
                  {statuses.map((status) => (
                    <option key={status} value={status}>
                      {statusLabels[status]}
                    </option>
                  ))}
                </select>
              </div>
              <AdminButton disabled={busy}>Update status</AdminButton>
            </PostForm>
          </section>

          <section
            aria-labelledby="note-heading"
            className="rounded-card border border-paper-line bg-paper-raised p-6"
          >
            <h2 id="note-heading" className="font-semibold text-xl">
              Add a note
            </h2>
            <PostForm csrf={csrf} className="mt-4 grid gap-3" key={events.length}>
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note" className={labelClass}>
                Note for the team
              </label>
              <textarea
                id="note"
                name="note"
                rows={4}
                maxLength={NOTE_MAX}
                required
                className={fieldClass}
              />
              <AdminButton disabled={busy} className="justify-self-start">
                Add note
              </AdminButton>
            </PostForm>
          </section>
        </div>
      </div>

      <section
        aria-labelledby="history"
        className="mt-8 rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="history" className="font-semibold text-xl">
          History
        </h2>
        <ol className="mt-4 grid gap-4">
          <li className="text-sm">
            <span className="text-ink-muted">{lead.received}</span> — received from the website
          </li>
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="text-ink-muted">{event.at}</span> — {event.staffEmail}{" "}
              {event.kind === "status" ? (
                <>
                  moved it from {statusLabels[event.fromStatus ?? ""] ?? event.fromStatus} to{" "}
                  <strong>{statusLabels[event.toStatus ?? ""] ?? event.toStatus}</strong>
                </>
              ) : (
                <>
                  wrote:
                  <span className="mt-1 block whitespace-pre-wrap rounded-lg bg-paper p-3">
                    {event.note ?? "(removed under the retention rule)"}
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="delete-heading"
        className="mt-8 rounded-card border border-danger/30 bg-paper-raised p-6"
      >
        <h2 id="delete-heading" className="font-semibold text-xl">
          Delete at the person's request
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted text-sm">
          Under PIPEDA a person may ask us to delete what we hold about them. Deleting removes this
          lead, its notes and its history for good; the audit log keeps only that lead #{lead.id}{" "}
          was deleted, by whom and when.
        </p>
        <PostForm csrf={csrf} className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
            The person asked for their data to be deleted, and I checked it is them.
          </label>
          <AdminButton tone="danger" className="justify-self-start">
            Delete this lead
          </AdminButton>
        </PostForm>
      </section>
    </>
  );
}

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-muted text-sm">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
