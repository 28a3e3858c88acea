/**
 * One entry's form: /admin/content/edit/en/services/web/seo.yaml. Owners and editors open any
 * entry; a person limited to one language reads the other and saves only their own. A save is a
 * draft, checked as the build checks the file; a save from a version someone else has changed
 * since is refused, and the text typed stays in the form.
 */
import { data, Link } from "react-router";
import { EntryForm } from "~/components/admin/entry-form";
import { editsLanguage } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import { Drafts, type Fault, fileRef, twinOf } from "~/lib/content/drafts.server";
import { siteRepo } from "~/lib/content/publish.server";
import type { Route } from "./+types/content-edit";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.title ?? "Entry"} · Content · Maplestack back office` },
  { name: "robots", content: "noindex, nofollow" },
];

const LANGUAGE = { en: "English", fr: "French" } as const;

function refOf(params: Route.LoaderArgs["params"]) {
  const ref = fileRef(params["*"] ?? "");
  if (!ref) throw data({ message: "No entry of the site is at this address." }, { status: 404 });
  return ref;
}

async function workOf(session: Awaited<ReturnType<typeof requireStaff>>) {
  const repo = await siteRepo(session.env);
  return { repo, drafts: new Drafts(session.store, repo.contentDir, session.audit) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const ref = refOf(params);
  const { repo, drafts } = await workOf(session);
  const entry = await drafts.open(ref);
  const english = ref.locale === "en" ? entry.data : entry.english;
  if (!english || (ref.locale === "en" && !entry.exists)) {
    throw data({ message: "No entry of the site is at this address." }, { status: 404 });
  }
  const titled = (value: unknown) => {
    const fields = (value ?? {}) as Record<string, unknown>;
    for (const key of ["name", "title", "question"]) {
      if (typeof fields[key] === "string") return fields[key] as string;
    }
    const meta = fields.meta as { title?: unknown } | undefined;
    return typeof meta?.title === "string" ? meta.title : ref.place;
  };
  return {
    file: ref.file,
    locale: ref.locale,
    twin: twinOf(ref),
    title: titled(entry.exists ? entry.data : english),
    schema: entry.schema,
    facts: entry.facts,
    data: entry.data as Record<string, unknown>,
    english: ref.locale === "fr" ? english : null,
    version: entry.version,
    draft: entry.draft,
    exists: entry.exists,
    canEdit: editsLanguage(session.staff, ref.locale),
    // Each publish that changed this file: who, when (the content's repository).
    history: (await repo.history(ref.file, 10)).map(({ name, email, at, subject }) => ({
      name,
      email,
      at,
      subject,
    })),
    csrf: session.csrf,
  };
}

export type SaveAnswer =
  | { saved: true; version: string; message: string }
  | { saved: false; faults?: Fault[]; message: string; conflict?: boolean };

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const ref = refOf(params);
  const form = await readPost(request, session);
  if (!editsLanguage(session.staff, ref.locale)) {
    throw data(
      {
        message: `Your account changes the ${LANGUAGE[ref.locale === "en" ? "fr" : "en"]} entries only.`,
      },
      { status: 403 },
    );
  }
  const { drafts } = await workOf(session);
  if (form.get("intent") === "discard") {
    const dropped = await drafts.discard(session.staff, ref);
    return {
      saved: true,
      version: (await drafts.current(ref.file)).version,
      message: dropped
        ? "Draft discarded: the form shows the published text."
        : "There was no draft.",
    } satisfies SaveAnswer;
  }
  const version = String(form.get("version") ?? "");
  let fields: unknown;
  try {
    fields = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    fields = null;
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    return data(
      {
        saved: false,
        message: "The form could not be read. Please save again.",
      } satisfies SaveAnswer,
      {
        status: 400,
      },
    );
  }
  const result = await drafts.save(session.staff, ref, fields as Record<string, unknown>, version);
  if (result.ok) {
    return {
      saved: true,
      version: result.version,
      message: "Draft saved. It is not published yet.",
    } satisfies SaveAnswer;
  }
  if (result.reason === "conflict") {
    return data(
      {
        saved: false,
        conflict: true,
        message: `${result.by ?? "Someone"} saved this entry after you opened it, so your save was not kept. Your text is still in the form: copy what you need, open the entry again, and apply it there.`,
      } satisfies SaveAnswer,
      { status: 409 },
    );
  }
  return data(
    {
      saved: false,
      faults: result.faults,
      message:
        result.faults.length === 1
          ? "One field needs a change before the draft can be saved."
          : `${result.faults.length} fields need a change before the draft can be saved.`,
    } satisfies SaveAnswer,
    { status: 422 },
  );
}

/** The publishes that changed this file, newest first. */
function History({ history }: { history: Route.ComponentProps["loaderData"]["history"] }) {
  return (
    <section aria-labelledby="history" className="mt-10">
      <h2 id="history" className="font-semibold text-xl">
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {history.map((change) => (
          <li key={`${change.at}-${change.subject}`}>
            <span className="font-semibold">{torontoDateTime(change.at)}</span>{" "}
            {change.email === "site@maplestack.ca"
              ? "As the site was shipped."
              : `Published by ${change.name} (${change.email}).`}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function ContentEdit({ loaderData }: Route.ComponentProps) {
  const { file, locale, twin, title, draft, canEdit } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/content" className="underline underline-offset-4">
          Content
        </Link>
        <span aria-hidden="true"> / </span>
        <span className="text-ink-muted">{LANGUAGE[locale]}</span>
      </p>
      <h1
        className="mt-2 font-semibold text-3xl tracking-tight"
        lang={locale === "fr" ? "fr-CA" : "en-CA"}
      >
        {title}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        <code>{file}</code> ·{" "}
        <Link to={`/admin/content/edit/${twin}`} className="underline underline-offset-4">
          {locale === "en" ? "Its French twin" : "Its English entry"}
        </Link>
      </p>
      <p className="mt-3 max-w-prose text-sm">
        {draft
          ? `Draft saved by ${draft.updatedBy} on ${torontoDateTime(new Date(draft.updatedAt).toISOString())}, not published yet.`
          : "No draft: the form shows the published text."}
        {canEdit
          ? ""
          : ` You may read this entry; your account changes the ${locale === "en" ? "French" : "English"} entries only.`}
      </p>
      <EntryForm key={file} {...loaderData} />
      <History history={loaderData.history} />
    </>
  );
}
