/**
 * One entry's form: /admin/content/edit/en/services/web/seo.yaml. Owners and editors open any
 * entry; a person limited to one language reads the other and saves only their own. A save is a
 * draft, checked as the build checks the file; a save from a version someone else has changed
 * since is refused, and the text typed stays in the form.
 */
import { useEffect } from "react";
import { data, Link, useActionData, useFetcher, useRevalidator } from "react-router";
import { EntryForm } from "~/components/admin/entry-form";
import { FieldChanges } from "~/components/admin/field-changes";
import { ScheduleField, ScheduleTime } from "~/components/admin/schedule";
import { AdminButton } from "~/components/admin/ui";
import { testimonialForm } from "~/content/forms";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { editsLanguage } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { suggestedPublishTime, torontoDateTime, torontoInstant } from "~/lib/admin/time";
import { Drafts, type Fault, type FileRef, fileRef, twinOf } from "~/lib/content/drafts.server";
import { fieldChanges, parsedEntry } from "~/lib/content/field-diff";
import { frenchToUpdate } from "~/lib/content/in-step.server";
import { pageOf } from "~/lib/content/page-of";
import { Previewer, previewBase } from "~/lib/content/preview.server";
import { draftsOf, Publisher, siteRepo } from "~/lib/content/publish.server";
import { Schedules } from "~/lib/content/schedule.server";
import type { SiteRepo } from "~/lib/content/site-repo.server";
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
  return {
    repo,
    drafts: new Drafts(session.store, repo.contentDir, session.audit, { siteCheck: true }),
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const ref = refOf(params);
  const { repo, drafts } = await workOf(session);
  const entry = await drafts.open(ref);
  const english = ref.locale === "en" ? entry.data : entry.english;
  // A kind the team adds to (a case study) opens empty at a new address: a new entry. A new
  // testimonial is named by the quoted story it quotes (Content's "Add a testimonial").
  const stories = ref.form === testimonialForm ? await drafts.quotedStories() : [];
  const addable = ref.form.englishOnly
    ? stories.some((story) => story.slug === ref.key)
    : ref.form.frenchOptional;
  if (!english || (ref.locale === "en" && !entry.exists && !addable)) {
    throw data({ message: "No entry of the site is at this address." }, { status: 404 });
  }
  const titleOf = (value: unknown): string | null => {
    const fields = (value ?? {}) as Record<string, unknown>;
    for (const key of ["name", "title", "question"]) {
      if (typeof fields[key] === "string") return fields[key] as string;
    }
    const meta = fields.meta as { title?: unknown } | undefined;
    if (typeof meta?.title === "string") return meta.title;
    return typeof fields.client === "string" ? fields.client : null;
  };
  // A testimonial is named by the client of the story it quotes.
  const quoted = (value: unknown) => {
    const story = (value as { story?: unknown } | null)?.story;
    const found = stories.find((known) => known.slug === story);
    return found ? `Testimonial: ${found.client}` : null;
  };
  // A French file without a name of its own (a member of the team) is named by its English.
  const titled = (value: unknown) =>
    titleOf(value) ??
    (ref.form === testimonialForm ? quoted(value) : null) ??
    (entry.exists ? titleOf(english) : null) ??
    `New entry: ${ref.key}`;
  return {
    file: ref.file,
    locale: ref.locale,
    // A testimonial has no French file: its words are its story's, in both languages.
    twin: ref.form.englishOnly ? null : twinOf(ref),
    title: titled(entry.exists ? entry.data : english),
    schema: entry.schema,
    facts: entry.facts,
    data: entry.data as Record<string, unknown>,
    english: ref.locale === "fr" ? english : null,
    version: entry.version,
    draft: entry.draft,
    exists: entry.exists,
    canEdit: editsLanguage(session.staff, ref.locale),
    history: await historyOf(repo, ref),
    preview: await previewOf(session, ref, entry.data as Record<string, unknown>),
    publish: await publishOf(session, ref),
    schedule: {
      ...(await new Schedules(session.store, session.audit).ofFile(ref.file)),
      suggestedAt: suggestedPublishTime(Date.now()),
    },
    // A French entry whose English words were published again since: what changed.
    englishChanged:
      ref.locale === "fr"
        ? ((await frenchToUpdate(repo)).find((twin) => twin.french === ref.file)?.changes ?? null)
        : null,
    csrf: session.csrf,
  };
}

/**
 * What this entry's Publish takes: its draft, and its French twin's when it has one, of the
 * languages this person publishes. Nothing else: a colleague's drafts stay drafts.
 */
async function entryDrafts(session: Awaited<ReturnType<typeof requireStaff>>, ref: FileRef) {
  const mine = await draftsOf(session.store, session.staff);
  const wanted =
    ref.locale === "en" && !ref.form.englishOnly ? [ref.file, twinOf(ref)] : [ref.file];
  return wanted.filter((file) => mine.some((draft) => draft.file === file));
}

/** Whether this entry can be published from its page, and how its last publish went. */
async function publishOf(session: Awaited<ReturnType<typeof requireStaff>>, ref: FileRef) {
  const publisher = new Publisher(session.store, session.env, session.audit);
  const busy = await publisher.busy();
  const last = (await publisher.recent(20)).find((row) => row.files.includes(ref.file));
  return {
    busy,
    files: await entryDrafts(session, ref),
    last: last
      ? {
          status: last.status,
          finishedAt: last.finishedAt,
          warnings: last.warnings.length,
          error: last.error,
        }
      : null,
  };
}

/** The newest preview of the drafts, and where this entry's page is in it. */
async function previewOf(
  session: Awaited<ReturnType<typeof requireStaff>>,
  ref: FileRef,
  fields: Record<string, unknown>,
) {
  const previewer = new Previewer(session.store, session.env);
  // A preview whose server stopped while it built is failed, not "building" for ever.
  await previewer.recover();
  const latest = await previewer.latest();
  if (!latest) return null;
  return {
    status: latest.status,
    by: latest.by,
    startedAt: latest.startedAt,
    error: latest.error,
    address: `${previewBase(latest.id)}${pageOf(ref, fields).slice(1)}`,
    hasThis: latest.files.includes(ref.file),
  };
}

/**
 * Each publish that changed this file, newest first: who, when, and what it changed, field by
 * field (from the content's repository).
 */
async function historyOf(repo: SiteRepo, ref: FileRef) {
  const commits = await repo.history(ref.file, 10);
  return Promise.all(
    commits.map(async ({ commit, name, email, at }, index) => {
      const [before, after] = await Promise.all([
        repo.show(commit, ref.file, { before: true }),
        repo.show(commit, ref.file),
      ]);
      return {
        commit,
        name,
        email,
        at,
        shipped: email === "site@maplestack.ca",
        // The newest is what is live: the older ones can be brought back.
        restorable: index > 0 && after !== null,
        changes:
          before === null
            ? []
            : fieldChanges(parsedEntry(before, ref.file), parsedEntry(after, ref.file)),
      };
    }),
  );
}

/** Brings back the file as an earlier publish left it, as a draft to publish. */
async function restore(
  session: Awaited<ReturnType<typeof requireStaff>>,
  ref: FileRef,
  form: FormData,
): Promise<SaveAnswer | ReturnType<typeof data<SaveAnswer>>> {
  const { repo, drafts } = await workOf(session);
  const commit = String(form.get("commit") ?? "");
  const known = (await repo.history(ref.file, 50)).find((change) => change.commit === commit);
  const text = known ? await repo.show(commit, ref.file) : null;
  const fields = parsedEntry(text, ref.file);
  if (!known || !fields || typeof fields !== "object") {
    return data(
      {
        saved: false,
        restored: true,
        message: "That version of this entry does not exist.",
      } satisfies SaveAnswer,
      { status: 404 },
    );
  }
  const when = torontoDateTime(known.at);
  const result = await drafts.save(
    session.staff,
    ref,
    fields as Record<string, unknown>,
    String(form.get("version") ?? ""),
    { action: "restored a version as a draft", detail: `${ref.file}, as published ${when}` },
  );
  if (result.ok) {
    return {
      saved: true,
      restored: true,
      version: result.version,
      message: `The version published ${when} is now this entry's draft. Publish it from Content to put it live.`,
    } satisfies SaveAnswer;
  }
  return data(
    {
      saved: false,
      restored: true,
      conflict: result.reason === "conflict",
      message:
        result.reason === "conflict"
          ? "This entry was saved by someone else since you opened it. Open it again to restore."
          : "That version no longer fits the site's rules for this entry, so it cannot be restored as it was.",
    } satisfies SaveAnswer,
    { status: result.reason === "conflict" ? 409 : 422 },
  );
}

export type SaveAnswer =
  | { saved: true; version: string; message: string; restored?: true }
  | { saved: false; faults?: Fault[]; message: string; conflict?: boolean; restored?: true };

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
  if (form.get("intent") === "restore") return restore(session, ref, form);
  if (form.get("intent") === "publish") {
    const files = await entryDrafts(session, ref);
    if (files.length === 0) {
      return data(
        { saved: false, message: "This entry has no draft to publish." } satisfies SaveAnswer,
        { status: 409 },
      );
    }
    const publisher = new Publisher(session.store, session.env, session.audit);
    const started = await publisher.start(session.staff, { files });
    return started.ok
      ? ({ saved: true, version: "", message: "Publishing…" } satisfies SaveAnswer)
      : data({ saved: false, message: started.reason } satisfies SaveAnswer, { status: 409 });
  }
  if (form.get("intent") === "schedule") {
    const set = await new Schedules(session.store, session.audit).set(
      session.staff,
      await entryDrafts(session, ref),
      torontoInstant(String(form.get("at") ?? "")),
    );
    return set.ok
      ? ({ saved: true, version: "", message: "Scheduled." } satisfies SaveAnswer)
      : data({ saved: false, message: set.reason } satisfies SaveAnswer, { status: set.status });
  }
  if (form.get("intent") === "preview") {
    const started = await new Previewer(session.store, session.env).start(session.staff);
    return started.ok
      ? ({ saved: true, version: "", message: "Building the preview…" } satisfies SaveAnswer)
      : data({ saved: false, message: started.reason } satisfies SaveAnswer, { status: 409 });
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

const PUBLISHED_SAYS = {
  published: "Live",
  unchanged: "Live (nothing had changed)",
  rebuilt: "Live",
  failed: "Failed: the live site was left as it was, and the draft is kept.",
  held: "Held back: the checks found something to read first. The live site and the draft are as they were.",
} as const;

/**
 * This entry's Publish: its draft (and its French twin's) alone, and what its last publish
 * says, asked again every two seconds while one runs.
 */
function PublishEntry({
  publish,
  csrf,
}: Pick<Route.ComponentProps["loaderData"], "publish" | "csrf">) {
  const start = useFetcher<SaveAnswer>();
  const revalidator = useRevalidator();
  const running = publish.busy || publish.last?.status === "running";
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const refused = start.state === "idle" && start.data && !start.data.saved;
  const last = publish.last;
  let said: React.ReactNode = null;
  if (refused) said = start.data?.message;
  else if (start.state !== "idle" || last?.status === "running") {
    said = "Publishing… The site is built again with this entry and goes live at once.";
  } else if (last) {
    said = (
      <>
        {PUBLISHED_SAYS[last.status]}
        {last.finishedAt ? ` (${torontoDateTime(new Date(last.finishedAt).toISOString())})` : ""}
        {last.status === "held" || last.status === "failed" ? (
          <>
            {" "}
            <Link to="/admin/content" className="font-semibold underline underline-offset-4">
              {last.status === "held"
                ? "Read the warnings on Content"
                : "What went wrong, on Content"}
            </Link>
          </>
        ) : null}
      </>
    );
  }
  if (publish.files.length === 0 && !said) return null;
  const withTwin = publish.files.length > 1;
  return (
    <section
      aria-labelledby="publish-entry"
      className="mt-4 flex flex-wrap items-center gap-3 text-sm"
    >
      <h2 id="publish-entry" className="sr-only">
        Publish
      </h2>
      {publish.files.length > 0 ? (
        <start.Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="publish" />
          <AdminButton disabled={running || start.state !== "idle"}>
            {withTwin ? "Publish this entry and its French" : "Publish this entry"}
          </AdminButton>
        </start.Form>
      ) : null}
      <p
        role="status"
        className={
          refused || last?.status === "failed" || last?.status === "held"
            ? "font-semibold text-danger"
            : ""
        }
      >
        {said}
      </p>
    </section>
  );
}

/**
 * This entry's publish at a later time (its draft, and its French twin's, as Publish takes them),
 * the times it is set for, and how the last one went. Moving and cancelling are on Content.
 */
function ScheduleEntry({
  publish,
  schedule,
  csrf,
}: Pick<Route.ComponentProps["loaderData"], "publish" | "schedule" | "csrf">) {
  const start = useFetcher<SaveAnswer>();
  const refused = start.state === "idle" && start.data && !start.data.saved;
  const { coming, last } = schedule;
  if (publish.files.length === 0 && coming.length === 0 && !last) return null;
  return (
    <section aria-labelledby="schedule-entry" className="mt-4 text-sm">
      <h2 id="schedule-entry" className="font-semibold">
        Schedule
      </h2>
      {publish.files.length > 0 ? (
        <start.Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="schedule" />
          <ScheduleField
            id="schedule-entry-at"
            label="Publish at"
            defaultValue={schedule.suggestedAt}
            className="min-w-56"
          />
          <AdminButton tone="quiet" disabled={start.state !== "idle"} className="mb-5">
            {publish.files.length > 1
              ? "Schedule this entry and its French"
              : "Schedule this entry"}
          </AdminButton>
          <span className="mb-5 max-w-prose text-ink-muted">
            At that time its {publish.files.length > 1 ? "drafts are" : "draft is"} published as
            saved then, under your name.
          </span>
        </start.Form>
      ) : null}
      <p role="status" className={refused ? "font-semibold text-danger" : ""}>
        {start.state === "idle" ? start.data?.message : null}
      </p>
      {coming.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {coming.map((item) => (
            <li key={item.id}>
              {item.status === "running" ? "Publishing now" : "Scheduled"}:{" "}
              <ScheduleTime at={item.runAt} />, set by {item.by} ({item.files.join(", ")}).{" "}
              <Link to="/admin/content" className="underline underline-offset-4">
                Move or cancel it on Content
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {last ? (
        <p className={last.status === "failed" ? "mt-2 text-danger" : "mt-2"}>
          Last scheduled publish, <ScheduleTime at={last.runAt} />:{" "}
          {last.status === "failed" ? `failed. ${last.error ?? ""}` : "published."}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The drafts drawn as the site would publish them: a button that builds a preview, and the link
 * to this entry's page in the newest one.
 */
function Preview({
  preview,
  csrf,
  draft,
}: Pick<Route.ComponentProps["loaderData"], "preview" | "csrf" | "draft">) {
  const start = useFetcher<SaveAnswer>();
  const revalidator = useRevalidator();
  const running = preview?.status === "running" || start.state !== "idle";
  // While the preview builds, the page asks every two seconds how it is going.
  useEffect(() => {
    if (preview?.status !== "running") return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [preview?.status, revalidator]);
  const stale = preview && draft && draft.updatedAt > preview.startedAt;
  let said: React.ReactNode = null;
  if (start.state === "idle" && start.data && !start.data.saved) said = start.data.message;
  else if (running) said = "Building the preview: it is ready in about 20 seconds.";
  else if (preview?.status === "failed") {
    said = "The preview could not be built. The build said:";
  } else if (preview?.status === "ready") {
    said = (
      <>
        <a href={preview.address} className="font-semibold underline underline-offset-4">
          Open the preview of this page
        </a>{" "}
        <span className="text-ink-muted">
          (the drafts as of {torontoDateTime(new Date(preview.startedAt).toISOString())}, asked by{" "}
          {preview.by}
          {stale ? "; this entry was saved since, so preview again to see it" : ""}
          {preview.hasThis ? "" : "; it had no draft of this entry"}).
        </span>
      </>
    );
  }
  return (
    <section aria-labelledby="preview" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <h2 id="preview" className="sr-only">
        Preview
      </h2>
      <start.Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="preview" />
        <AdminButton tone="quiet" disabled={running}>
          Preview the drafts
        </AdminButton>
      </start.Form>
      <p role="status">{said}</p>
      {preview?.status === "failed" && !running && preview.error ? (
        <pre className="max-h-48 w-full overflow-auto whitespace-pre-wrap text-xs">
          {preview.error.slice(-1500)}
        </pre>
      ) : null}
    </section>
  );
}

/** The publishes that changed this file, newest first, each earlier one restorable. */
function History({
  history,
  csrf,
  version,
  canEdit,
}: Pick<Route.ComponentProps["loaderData"], "history" | "csrf" | "version" | "canEdit">) {
  const restore = useFetcher<SaveAnswer>();
  // Sent before the page hydrated, the form posts as a document: its answer is the page's.
  const page = useActionData<typeof action>();
  const answered = restore.data ?? (page && "restored" in page ? page : undefined);
  return (
    <section aria-labelledby="history" className="mt-10">
      <h2 id="history" className="font-semibold text-xl">
        History
      </h2>
      <p role="status" className="mt-2 text-sm">
        {restore.state === "idle" ? answered?.message : "Restoring…"}
      </p>
      <ol className="mt-3 space-y-4 text-sm">
        {history.map((change, index) => (
          <li key={change.commit}>
            <p>
              <span className="font-semibold">{torontoDateTime(change.at)}</span>{" "}
              {change.shipped
                ? "As the site was shipped."
                : `Published by ${change.name} (${change.email}).`}
              {index === 0 && " This is the version on the site."}
            </p>
            <FieldChanges changes={change.changes} />
            {canEdit && change.restorable && (
              <restore.Form method="post" className="mt-2">
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="commit" value={change.commit} />
                <input type="hidden" name="version" value={version} />
                <AdminButton tone="quiet" disabled={restore.state !== "idle"}>
                  Restore this version
                  <span className="sr-only"> of {torontoDateTime(change.at)}</span>
                </AdminButton>
              </restore.Form>
            )}
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
        {twin ? (
          <Link to={`/admin/content/edit/${twin}`} className="underline underline-offset-4">
            {locale === "en" ? "Its French twin" : "Its English entry"}
          </Link>
        ) : (
          "One file for both languages: the words shown are its story's, in English and French"
        )}
      </p>
      <p className="mt-3 max-w-prose text-sm">
        {draft
          ? `Draft saved by ${draft.updatedBy} on ${torontoDateTime(new Date(draft.updatedAt).toISOString())}, not published yet.`
          : !loaderData.exists && locale === "fr"
            ? "French missing: the French site leaves this entry out, with no page and no link, until this twin is written and published."
            : !loaderData.exists
              ? `A new entry, not on the site: save it as a draft, then publish it.${twin ? " Its French twin can follow." : ""}`
              : "No draft: the form shows the published text."}
        {canEdit
          ? ""
          : ` You may read this entry; your account changes the ${locale === "en" ? "French" : "English"} entries only.`}
      </p>
      {loaderData.englishChanged && (
        <section
          aria-labelledby="english-changed"
          className="mt-4 max-w-prose rounded-card border border-danger/40 bg-paper-raised p-4 text-sm"
        >
          <h2 id="english-changed" className="font-semibold">
            Needs updating: the English changed since this French was published
          </h2>
          <FieldChanges changes={loaderData.englishChanged} />
        </section>
      )}
      <PublishEntry {...loaderData} />
      <ScheduleEntry {...loaderData} />
      <Preview {...loaderData} />
      <EntryForm key={file} {...loaderData} />
      <History {...loaderData} />
    </>
  );
}
