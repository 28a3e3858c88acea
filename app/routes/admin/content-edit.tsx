/**
 * One entry's form: /admin/content/edit/en/services/web/seo.yaml. Owners and editors open any
 * entry; a person limited to one language reads the other and saves only their own. A save is a
 * draft, checked as the build checks the file; a save from a version someone else has changed
 * since is refused, and the text typed stays in the form.
 */
import { useEffect, useState } from "react";
import { data, Link, useActionData, useFetcher, useRevalidator } from "react-router";
import { EntryForm } from "~/components/admin/entry-form";
import { FieldChanges } from "~/components/admin/field-changes";
import { LivePreview } from "~/components/admin/live-preview";
import { ScheduleField, ScheduleTime } from "~/components/admin/schedule";
import { AdminButton } from "~/components/admin/ui";
import { testimonialForm } from "~/content/forms";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { editsLanguage } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import { suggestedPublishTime, torontoDateTime, torontoInstant } from "~/lib/admin/time";
import { services } from "~/lib/app.server";
import { Drafts, type Fault, type FileRef, fileRef, twinOf } from "~/lib/content/drafts.server";
import { pageDrawer } from "~/lib/content/draw.server";
import { drawFiles, drawnAt, drawnPageOf, filesOf } from "~/lib/content/draw-entry.server";
import { fieldChanges, parsedEntry } from "~/lib/content/field-diff";
import { frenchToUpdate } from "~/lib/content/in-step.server";
import { entriesLinkingTo, rewriteLinks } from "~/lib/content/old-links.server";
import { pageOf } from "~/lib/content/page-of";
import { LINK_DAYS, PreviewLinks, tokenOf } from "~/lib/content/preview-links.server";
import { draftsOf, Publisher, siteRepo } from "~/lib/content/publish.server";
import { Schedules } from "~/lib/content/schedule.server";
import type { SiteRepo } from "~/lib/content/site-repo.server";
import { Redirects } from "~/lib/redirects.server";
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
  // The live preview's process is made ready while the page loads (the first page after a
  // publish copies and compiles the content).
  void pageDrawer().warm(repo);
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
    publish: await publishOf(session, ref),
    schedule: {
      ...(await new Schedules(session.store, session.audit).ofFile(ref.file)),
      suggestedAt: suggestedPublishTime(Date.now()),
    },
    links: await linksOf(session, ref),
    linkDays: LINK_DAYS,
    // A French entry whose English words were published again since: what changed.
    englishChanged:
      ref.locale === "fr"
        ? ((await frenchToUpdate(repo)).find((twin) => twin.french === ref.file)?.changes ?? null)
        : null,
    oldLinks: await oldLinksOf(session, drafts, repo, ref, entry.data as Record<string, unknown>),
    csrf: session.csrf,
  };
}

/**
 * The entries that link to an old address of this entry's page (a redirect to it, left by an
 * address change or added by hand): the links work through the redirect, and can be rewritten
 * to the page's own address as drafts, in the languages this person edits.
 */
async function oldLinksOf(
  session: Awaited<ReturnType<typeof requireStaff>>,
  drafts: Drafts,
  repo: SiteRepo,
  ref: FileRef,
  fields: Record<string, unknown>,
) {
  const page = pageOf(ref, fields);
  const table = await new Redirects(session.store, session.audit).table();
  const sources = [...table].filter(([, to]) => to === page).map(([from]) => from);
  const entries = (await entriesLinkingTo(drafts, repo.contentDir, sources, ref.file)).map(
    (entry) => ({
      ...entry,
      mine: editsLanguage(session.staff, entry.file.startsWith("fr/") ? "fr" : "en"),
    }),
  );
  return entries.length > 0 ? { page, entries } : null;
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

/** The client's preview links of this entry, each with its address, newest first. */
async function linksOf(session: Awaited<ReturnType<typeof requireStaff>>, ref: FileRef) {
  const { linkSecret, origin } = await services();
  const links = new PreviewLinks(session.store, linkSecret, session.audit);
  const now = Date.now();
  return (await links.list(ref.file)).map((link) => ({
    ...link,
    open: link.revokedAt === null && link.expiresAt > now,
    address: `${origin}/preview/${tokenOf(linkSecret, link.id, link.expiresAt)}`,
  }));
}

/**
 * A preview link for a client: the entry's page with its saved draft (and its twin's), kept as
 * they are now, for the days chosen.
 */
async function share(
  session: Awaited<ReturnType<typeof requireStaff>>,
  ref: FileRef,
  form: FormData,
): Promise<ReturnType<typeof data<SaveAnswer>> | SaveAnswer> {
  const days = Number(form.get("days") ?? LINK_DAYS.default);
  if (!Number.isInteger(days) || days < LINK_DAYS.min || days > LINK_DAYS.max) {
    return data(
      {
        saved: false,
        shared: true,
        message: `A preview link works for ${LINK_DAYS.min} to ${LINK_DAYS.max} days: give a whole number of days.`,
      } satisfies SaveAnswer,
      { status: 422 },
    );
  }
  const { drafts } = await workOf(session);
  const repo = await siteRepo(session.env);
  const fields = (await drafts.draft(ref.file)) ? await drafts.fields(ref.file) : null;
  if (!fields) {
    return data(
      {
        saved: false,
        shared: true,
        message:
          "This entry has no draft: save one first. A preview link shows the saved draft as it is when the link is made.",
      } satisfies SaveAnswer,
      { status: 409 },
    );
  }
  const page = drawnPageOf(ref, fields);
  const files = await filesOf(drafts, ref, fields);
  // Made only when the page draws: a client never opens a broken link.
  const drawn = await drawFiles({
    repo,
    files,
    page,
    at: drawnAt(fields),
    key: `share:${session.staff.email}`,
    file: ref.file,
  });
  if (!drawn.ok || drawn.status !== 200) {
    return data(
      {
        saved: false,
        shared: true,
        message:
          "The page does not draw with this draft, so no link was made. Open the preview beside the form to see why.",
      } satisfies SaveAnswer,
      { status: 422 },
    );
  }
  const { linkSecret } = await services();
  const made = await new PreviewLinks(session.store, linkSecret, session.audit).make(
    session.staff,
    { file: ref.file, page, files, at: drawnAt(fields) },
    days,
  );
  return {
    saved: true,
    shared: true,
    version: "",
    message: `Preview link made. It works until ${torontoDateTime(new Date(made.expiresAt).toISOString())}; copy it from the list below.`,
  } satisfies SaveAnswer;
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
  | { saved: true; version: string; message: string; restored?: true; shared?: true }
  | {
      saved: false;
      faults?: Fault[];
      message: string;
      conflict?: boolean;
      restored?: true;
      shared?: true;
    };

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
  if (form.get("intent") === "share") return share(session, ref, form);
  if (form.get("intent") === "withdraw") {
    const { linkSecret } = await services();
    const withdrawn = await new PreviewLinks(session.store, linkSecret, session.audit).revoke(
      session.staff,
      Number(form.get("link")),
    );
    return data(
      {
        saved: withdrawn,
        shared: true,
        version: "",
        message: withdrawn
          ? "Preview link withdrawn: it opens nothing from now on."
          : "That link was already withdrawn.",
      } as SaveAnswer,
      { status: withdrawn ? 200 : 409 },
    );
  }
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
  const { drafts, repo } = await workOf(session);
  if (form.get("intent") === "rewrite-links") {
    const fields = (await drafts.fields(ref.file)) ?? {};
    const found = await oldLinksOf(session, drafts, repo, ref, fields);
    const files = (found?.entries ?? []).filter((entry) => entry.mine);
    if (!found || files.length === 0) {
      return data(
        { saved: false, message: "No entry of yours links to an old address of this page." },
        { status: 409 },
      );
    }
    const { rewritten, refused } = await rewriteLinks(
      drafts,
      session.staff,
      files.map((entry) => entry.file),
      [...new Set(files.flatMap((entry) => entry.addresses))],
      found.page,
    );
    const message = [
      rewritten.length > 0
        ? `Links rewritten to ${found.page} in drafts of ${rewritten.join(", ")}: publish them to put them live.`
        : "",
      refused.length > 0 ? `Not rewritten (open them to see why): ${refused.join(", ")}.` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return { saved: refused.length === 0, version: "", message } as SaveAnswer;
  }
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

/** The entries that link to an old address of this page, and the button that rewrites them. */
function OldLinks({
  oldLinks,
  csrf,
}: Pick<Route.ComponentProps["loaderData"], "oldLinks" | "csrf">) {
  const rewrite = useFetcher<SaveAnswer>();
  if (!oldLinks && !rewrite.data) return null;
  const mine = oldLinks?.entries.filter((entry) => entry.mine) ?? [];
  return (
    <section
      aria-labelledby="old-links"
      className="mt-4 rounded-card border border-paper-line bg-paper-raised p-4 text-sm"
    >
      <h2 id="old-links" className="font-semibold">
        Links to an old address of this page
      </h2>
      {oldLinks ? (
        <>
          <p className="mt-1 text-ink-muted">
            These entries link to an address that now redirects to {oldLinks.page}. The links still
            work; rewritten, they lead to the page without the redirect.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {oldLinks.entries.map((entry) => (
              <li key={entry.file}>
                <Link
                  to={`/admin/content/edit/${entry.file}`}
                  className="underline underline-offset-4"
                >
                  {entry.file}
                </Link>{" "}
                <span className="text-ink-muted">({entry.addresses.join(", ")})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rewrite.data ? (
        <p role="status" className="mt-2 font-medium">
          {rewrite.data.message}
        </p>
      ) : null}
      {mine.length > 0 ? (
        <rewrite.Form method="post" className="mt-3">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="rewrite-links" />
          <AdminButton tone="quiet" disabled={rewrite.state !== "idle"}>
            {rewrite.state === "idle"
              ? `Rewrite the links to ${oldLinks?.page} in drafts`
              : "Rewriting: each draft is checked as a save is…"}
          </AdminButton>
        </rewrite.Form>
      ) : null}
    </section>
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

/** The client's preview links of this entry: make one, copy one, withdraw one. */
function ShareLinks({
  links,
  linkDays,
  csrf,
  draft,
  canEdit,
}: Pick<Route.ComponentProps["loaderData"], "links" | "linkDays" | "csrf" | "draft" | "canEdit">) {
  const make = useFetcher<SaveAnswer>();
  const withdraw = useFetcher<SaveAnswer>();
  const said = (withdraw.state === "idle" && withdraw.data?.message) || make.data?.message;
  const failed = (withdraw.data && !withdraw.data.saved) || (make.data && !make.data.saved);
  return (
    <section aria-labelledby="share" className="mt-10 max-w-3xl">
      <h2 id="share" className="font-semibold text-xl">
        Preview links for a client
      </h2>
      <p className="mt-2 text-sm">
        A link to this page with its saved draft, as it is when the link is made, for someone
        outside the team. It opens that page only, is never indexed, and can be withdrawn at any
        time.
      </p>
      {canEdit ? (
        draft ? (
          <make.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="share" />
            <label className="text-sm">
              <span className="block font-medium">Days it works</span>
              <input
                type="number"
                name="days"
                min={linkDays.min}
                max={linkDays.max}
                defaultValue={linkDays.default}
                required
                className="mt-1 block min-h-11 w-24 rounded-lg border border-field-line bg-paper-raised px-3"
              />
            </label>
            <AdminButton tone="quiet" disabled={make.state !== "idle"}>
              Make a preview link
            </AdminButton>
          </make.Form>
        ) : (
          <p className="mt-3 text-ink-muted text-sm">
            Save a draft first: a preview link shows the saved draft.
          </p>
        )
      ) : null}
      <p
        role="status"
        className={failed ? "mt-2 font-semibold text-danger text-sm" : "mt-2 text-sm"}
      >
        {make.state !== "idle" ? "Making the link…" : said}
      </p>
      {links.length > 0 ? (
        <ul className="mt-3 space-y-3 text-sm">
          {links.map((link) => (
            <li key={link.id} className="rounded-lg border border-paper-line p-3">
              <p>
                Made by {link.madeBy} on {torontoDateTime(new Date(link.madeAt).toISOString())}
                {" · "}
                {link.revokedAt !== null
                  ? `withdrawn by ${link.revokedBy ?? "someone"} on ${torontoDateTime(new Date(link.revokedAt).toISOString())}`
                  : link.open
                    ? `works until ${torontoDateTime(new Date(link.expiresAt).toISOString())}`
                    : `ended on ${torontoDateTime(new Date(link.expiresAt).toISOString())}`}
              </p>
              {link.open ? (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <label className="min-w-0 flex-1">
                    <span className="sr-only">Preview link {link.id}</span>
                    <input
                      readOnly
                      value={link.address}
                      onFocus={(event) => event.currentTarget.select()}
                      className="block min-h-11 w-full rounded-lg border border-field-line bg-paper px-3 font-mono text-xs"
                    />
                  </label>
                  {canEdit ? (
                    <withdraw.Form method="post">
                      <input type="hidden" name={CSRF_FIELD} value={csrf} />
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="link" value={link.id} />
                      <AdminButton tone="quiet" disabled={withdraw.state !== "idle"}>
                        Withdraw<span className="sr-only"> preview link {link.id}</span>
                      </AdminButton>
                    </withdraw.Form>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
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

const TABS = { form: "The form", preview: "Preview" } as const;
type Tab = keyof typeof TABS;

/**
 * The form and the page it makes: side by side from 1280 px (the page scaled into its column,
 * held in view while the form scrolls), one at a time below, as two tabs.
 */
function FormAndPreview(loaderData: Route.ComponentProps["loaderData"]) {
  const [fields, setFields] = useState<Record<string, unknown>>(loaderData.data);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [tab, setTab] = useState<Tab>("form");
  const tabs = Object.keys(TABS) as Tab[];
  return (
    <div className="mt-6 xl:grid xl:grid-cols-2 xl:items-start xl:gap-8">
      <div
        role="tablist"
        aria-label="The form or its page"
        className="col-span-2 mb-4 flex gap-2 border-paper-line border-b xl:hidden"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-controls={`panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              const next = tabs[(tabs.indexOf(name) + 1) % tabs.length] ?? "form";
              setTab(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
            className={`-mb-px min-h-11 border-b-2 px-3 font-semibold text-sm ${tab === name ? "border-ink text-ink" : "border-transparent text-ink-muted"}`}
          >
            {TABS[name]}
          </button>
        ))}
      </div>
      <div
        id="panel-form"
        role="tabpanel"
        aria-labelledby="tab-form"
        className={tab === "form" ? "" : "hidden xl:block"}
      >
        <EntryForm {...loaderData} onFields={setFields} />
      </div>
      <div
        id="panel-preview"
        role="tabpanel"
        aria-labelledby="tab-preview"
        className={`h-[75vh] xl:sticky xl:top-4 xl:h-[calc(100vh-2rem)] ${tab === "preview" ? "" : "hidden xl:block"}`}
      >
        <LivePreview file={loaderData.file} csrf={loaderData.csrf} fields={fields} ready={ready} />
      </div>
    </div>
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
      <OldLinks {...loaderData} />
      <PublishEntry {...loaderData} />
      <ScheduleEntry {...loaderData} />
      <FormAndPreview key={file} {...loaderData} />
      <ShareLinks {...loaderData} />
      <History {...loaderData} />
    </>
  );
}
