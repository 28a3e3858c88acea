import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { FieldChanges } from "~/components/admin/field-changes";
import { ScheduleField, ScheduleTime } from "~/components/admin/schedule";
import { AdminButton, fieldClass, labelClass, PostForm } from "~/components/admin/ui";
import { categories } from "~/content/catalogue";
import { reservedSlugs } from "~/content/insights/schema";
import { readQuery, textParam } from "~/lib/admin/query";
import { editsLanguage, roleLabel } from "~/lib/admin/roles";
import { readPost, requireStaff } from "~/lib/admin/session.server";
import {
  suggestedPublishTime,
  torontoDateTime,
  torontoFieldValue,
  torontoInstant,
} from "~/lib/admin/time";
import { Drafts, fileRef, type QuotedStory } from "~/lib/content/drafts.server";
import { frenchToUpdate } from "~/lib/content/in-step.server";
import { AREAS, needsFrench, readInventory, search } from "~/lib/content/inventory.server";
import { Publisher, siteRepo } from "~/lib/content/publish.server";
import { type Schedule, Schedules } from "~/lib/content/schedule.server";
import type { Route } from "./+types/content";

export const meta = () => [
  { title: "Content · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const workOf = async (session: Awaited<ReturnType<typeof requireStaff>>) => {
  const repo = await siteRepo(session.env);
  return {
    repo,
    drafts: new Drafts(session.store, repo.contentDir, session.audit, { siteCheck: true }),
    publisher: new Publisher(session.store, session.env, session.audit),
  };
};

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const { staff } = session;
  const { q } = readQuery(new URL(request.url).searchParams, { q: textParam(200) });
  const { repo, drafts, publisher } = await workOf(session);
  const all = await readInventory(repo.contentDir);
  const found = q ? search(all, q) : all;
  const frenchMissing = all.filter((entry) => needsFrench(entry) && entry.en && !entry.fr).length;
  const toUpdate = await frenchToUpdate(repo);
  const behind = new Set(toUpdate.map((twin) => twin.french));
  // A testimonial's file names its story: the list names the client it quotes.
  const stories = await drafts.quotedStories();
  const quoting = new Map(stories.map((story) => [`testimonials/${story.slug}.yaml`, story.label]));
  return {
    csrf: session.csrf,
    drafts: (await drafts.all()).map(({ file, updatedAt, updatedBy }) => ({
      file,
      updatedAt,
      updatedBy,
      mine: editsLanguage(staff, file.startsWith("fr/") ? "fr" : "en"),
      /** Saved by this person: chosen for the next publish unless they untick it. */
      own: updatedBy === staff.email,
    })),
    // The button follows the lock (a publish under way on any server), not the rows.
    publishing: await publisher.busy(),
    publishes: await publisher.recent(5),
    schedules: await schedulesOf(session),
    /** What a schedule's field suggests: the next hour but one, Toronto time. */
    suggestedAt: suggestedPublishTime(Date.now()),
    unquoted: await unquotedStories(drafts, stories),
    q: q ?? "",
    total: all.length,
    frenchMissing,
    toUpdate,
    access: {
      label: roleLabel(staff),
      en: editsLanguage(staff, "en"),
      fr: editsLanguage(staff, "fr"),
    },
    areas: AREAS.map((area) => ({
      id: area.id,
      label: area.label,
      entries: found
        .filter((entry) => entry.area === area.id)
        .map((entry) => ({
          key: entry.key,
          en: entry.en && {
            path: entry.en.path,
            title: quoting.get(entry.en.path) ?? entry.en.title,
            form: fileRef(`en/${entry.en.path}`) !== null,
          },
          fr: entry.fr && {
            path: entry.fr.path,
            title: entry.fr.title,
            form: fileRef(`fr/${entry.fr.path}`) !== null,
            behind: behind.has(`fr/${entry.fr.path}`),
          },
          needsFrench: needsFrench(entry),
        })),
    })).filter((area) => area.entries.length > 0),
  };
}

/** The publishes set for later, and the last that ran, with what this person may change. */
async function schedulesOf(session: Awaited<ReturnType<typeof requireStaff>>) {
  const { coming, ended } = await new Schedules(session.store, session.audit).list();
  const shown = (schedule: Schedule) => ({
    ...schedule,
    mine: schedule.files.every((file) =>
      editsLanguage(session.staff, file.startsWith("fr/") ? "fr" : "en"),
    ),
  });
  return { coming: coming.map(shown), ended: ended.map(shown) };
}

/** The answer of a schedule's Move or Cancel, shown with the list. */
type ScheduleAnswer = { message: string; about: "schedules"; refused: boolean };

/** Sets, moves or cancels a publish set for later. */
async function changeSchedule(
  session: Awaited<ReturnType<typeof requireStaff>>,
  intent: "schedule" | "move" | "cancel",
  form: FormData,
) {
  const schedules = new Schedules(session.store, session.audit);
  const at = torontoInstant(String(form.get("at") ?? ""));
  if (intent === "schedule") {
    const set = await schedules.set(session.staff, form.getAll("file").map(String), at);
    if (!set.ok) return data({ message: set.reason }, { status: set.status });
    return {
      message: `Scheduled for ${torontoDateTime(new Date(at ?? 0).toISOString())}: the drafts ticked will be published then, as they are saved at that time, under your name.`,
    };
  }
  const id = Number(form.get("id"));
  const done =
    intent === "move"
      ? await schedules.move(session.staff, id, at)
      : await schedules.cancel(session.staff, id);
  if (!done.ok) {
    return data<ScheduleAnswer>(
      { message: done.reason, about: "schedules", refused: true },
      { status: done.status },
    );
  }
  return {
    message:
      intent === "move"
        ? `Moved to ${torontoDateTime(new Date(at ?? 0).toISOString())}.`
        : "Cancelled: its drafts stay drafts.",
    about: "schedules",
    refused: false,
  } satisfies ScheduleAnswer;
}

type NewAnswer = {
  message: string;
  field: "category" | "slug" | "story" | null;
  /** Which of the "Add" forms it answers. */
  kind: "story" | "article" | "testimonial";
};

/** The stories whose client is quoted and that no testimonial quotes yet. */
async function unquotedStories(drafts: Drafts, stories?: QuotedStory[]) {
  const quoted = new Set((await drafts.testimonials()).map((testimonial) => testimonial.story));
  return (stories ?? (await drafts.quotedStories())).filter((story) => !quoted.has(story.slug));
}

/** A new testimonial's file, named by the story it quotes, which no testimonial quotes yet. */
async function newTestimonial(
  form: FormData,
  drafts: Drafts,
): Promise<{ file: string } | { fault: string; field: "story" }> {
  const story = String(form.get("story") ?? "");
  const file = `en/testimonials/${story}.yaml`;
  if (!(await unquotedStories(drafts)).some((known) => known.slug === story) || !fileRef(file)) {
    return {
      field: "story",
      fault: "Choose a story whose client is quoted and that no testimonial quotes yet.",
    };
  }
  return { file };
}

/** Why an address typed for a new entry cannot be one, or null when it can. */
function slugFault(slug: string, example: string): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length >= 3 && slug.length <= 80
    ? null
    : `Write the address as lowercase words joined by hyphens, such as ${example}.`;
}

/**
 * A new case study's address, checked: its category's folder and a slug no other story has
 * (published or drafted). Null with the reason when it cannot be made.
 */
async function newCaseStudy(
  form: FormData,
  contentDir: string,
  drafts: Drafts,
): Promise<{ file: string } | { fault: string; field: "category" | "slug" }> {
  const category = String(form.get("category") ?? "");
  const slug = String(form.get("slug") ?? "")
    .trim()
    .toLowerCase();
  if (!categories.some((known) => known.slug === category)) {
    return { field: "category", fault: "Choose the category of the first service it used." };
  }
  const badSlug = slugFault(slug, "web-fundy-bakery");
  if (badSlug) return { field: "slug", fault: badSlug };
  const file = `en/work/case-studies/${category}/${slug}.yaml`;
  const taken = [
    ...(await readInventory(contentDir))
      .filter((entry) => entry.area === "case-studies" || entry.area === "projects")
      .map((entry) => entry.key),
    ...(await drafts.all()).map((draft) => draft.file.replace(/^(en|fr)\//, "")),
  ].some(
    (key) =>
      key
        .replace(/\.yaml$/, "")
        .split("/")
        .at(-1) === slug,
  );
  if (taken || !fileRef(file)) {
    return { field: "slug", fault: `A story already has the address ${slug}: choose another.` };
  }
  return { file };
}

/**
 * A new article's address, checked: lowercase words, none of the listing pages' words, and no
 * other article's (published or drafted).
 */
async function newArticle(
  form: FormData,
  contentDir: string,
  drafts: Drafts,
): Promise<{ file: string } | { fault: string; field: "slug" }> {
  const slug = String(form.get("slug") ?? "")
    .trim()
    .toLowerCase();
  const badSlug = slugFault(slug, "what-a-logo-costs");
  if (badSlug) return { field: "slug", fault: badSlug };
  if (reservedSlugs.includes(slug)) {
    return { field: "slug", fault: `${slug} names a listing of the articles: choose another.` };
  }
  const file = `en/insights/${slug}.md`;
  const taken =
    (await readInventory(contentDir)).some((entry) => entry.key === `insights/${slug}.md`) ||
    (await drafts.all()).some((draft) => draft.file === file);
  if (taken || !fileRef(file)) {
    return { field: "slug", fault: `An article already has the address ${slug}: choose another.` };
  }
  return { file };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "editor" });
  const form = await readPost(request, session);
  const intent = form.get("intent");
  if (intent === "new" || intent === "new-article" || intent === "new-testimonial") {
    const kind = intent === "new" ? "story" : intent === "new-article" ? "article" : "testimonial";
    if (!editsLanguage(session.staff, "en")) {
      return data<NewAnswer>(
        { message: "Your account changes the French entries only.", field: null, kind },
        { status: 403 },
      );
    }
    const { repo, drafts } = await workOf(session);
    const made =
      kind === "story"
        ? await newCaseStudy(form, repo.contentDir, drafts)
        : kind === "article"
          ? await newArticle(form, repo.contentDir, drafts)
          : await newTestimonial(form, drafts);
    if ("fault" in made) {
      return data<NewAnswer>({ message: made.fault, field: made.field, kind }, { status: 422 });
    }
    throw redirect(`/admin/content/edit/${made.file}`);
  }
  if (intent === "schedule" || intent === "move" || intent === "cancel") {
    return changeSchedule(session, intent, form);
  }
  if (form.get("intent") !== "publish") {
    return data({ message: "This form does not do that." }, { status: 400 });
  }
  const { publisher } = await workOf(session);
  const started = await publisher.start(session.staff, {
    accept: form.get("accept") === "yes",
    files: form.getAll("file").map(String),
  });
  if (!started.ok) return data({ message: started.reason }, { status: 409 });
  return {
    message:
      "Publishing: the pages the drafts change are being rendered again. It takes a few seconds, under half a minute when they change the menus or the facts every page shows.",
  };
}

/** What this person may change: a translator sees their one language named. */
function youMayChange(access: { label: string; en: boolean; fr: boolean }) {
  if (access.en && access.fr) return `${access.label}: you may change both languages.`;
  return `${access.label}: you may change the ${access.fr ? "French" : "English"} entries only.`;
}

/** An entry's title: a link to its form when the back office edits it. */
function EntryTitle({
  file,
  form,
  lang,
  children,
}: {
  file: string;
  form: boolean;
  lang?: string;
  children: string;
}) {
  if (!form) {
    return (
      <span lang={lang} className="font-semibold">
        {children}
      </span>
    );
  }
  return (
    <Link
      to={`/admin/content/edit/${file}`}
      lang={lang}
      className="font-semibold underline underline-offset-4"
    >
      {children}
    </Link>
  );
}

const PUBLISH_STATUS = {
  running: "Publishing…",
  published: "Live",
  unchanged: "Live (nothing had changed)",
  failed: "Failed: the live site was left as it was, and the drafts are kept.",
  rebuilt: "Live (built again with the site's new code)",
  held: "Held back: the checks found something to read first. The live site and the drafts are as they were.",
} as const;

/** The drafts waiting, the button that publishes them, and how the last publishes went. */
function Publishing({
  csrf,
  drafts,
  publishes,
  publishing: running,
  suggestedAt,
  message,
}: Pick<
  Route.ComponentProps["loaderData"],
  "csrf" | "drafts" | "publishes" | "publishing" | "suggestedAt"
> & {
  message?: string;
}) {
  const revalidator = useRevalidator();
  // While a publish runs, the page asks every two seconds how it is going.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const mine = drafts.filter((draft) => draft.mine);
  // What the next publish takes: this person's own drafts, until they choose otherwise; a
  // colleague's draft only when it is ticked.
  const [chosen, setChosen] = useState(
    () => new Set(mine.filter((draft) => draft.own).map((draft) => draft.file)),
  );
  const count = mine.filter((draft) => chosen.has(draft.file)).length;
  const toggle = (file: string, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      if (on) after.add(file);
      else after.delete(file);
      return after;
    });
  // The last publish was held back by its checks: publishing again may accept what they found.
  const held = publishes[0]?.status === "held";
  const list =
    drafts.length === 0 ? (
      <p className="mt-2 text-sm">No drafts: the site shows every saved change.</p>
    ) : (
      <ul className="mt-3 space-y-2 text-sm">
        {drafts.map((draft) => (
          <li key={draft.file} className="flex items-start gap-2">
            {draft.mine ? (
              <input
                type="checkbox"
                name="file"
                value={draft.file}
                checked={chosen.has(draft.file)}
                onChange={(event) => toggle(draft.file, event.currentTarget.checked)}
                aria-label={`Publish ${draft.file}`}
                className="mt-0.5 size-5 shrink-0 accent-ink"
              />
            ) : null}
            <span>
              <Link
                to={`/admin/content/edit/${draft.file}`}
                className="font-semibold underline underline-offset-4"
              >
                {draft.file}
              </Link>{" "}
              <span className="text-ink-muted">
                saved by {draft.updatedBy},{" "}
                {torontoDateTime(new Date(draft.updatedAt).toISOString())}
                {draft.mine ? "" : "; an editor of its language publishes it"}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section
      aria-labelledby="publishing"
      className="mt-6 rounded-card border border-paper-line bg-paper-raised p-5"
    >
      <h2 id="publishing" className="font-semibold text-xl">
        Drafts and publishing
      </h2>
      {mine.length > 0 ? (
        <PostForm csrf={csrf} className="mt-1">
          {list}
          <p className="mt-3 text-ink-muted text-sm">
            Ticked drafts are published together; the others stay drafts. Your own are ticked.
          </p>
          {/* First in the form: Enter in the time field sets the time, it never publishes now. */}
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <ScheduleField
              id="schedule-at"
              label="Publish later, at"
              defaultValue={suggestedAt}
              className="min-w-56"
            />
            <AdminButton
              tone="quiet"
              name="intent"
              value="schedule"
              disabled={count === 0}
              className="mb-5"
            >
              Schedule {count} {count === 1 ? "change" : "changes"}
            </AdminButton>
            <span className="mb-5 max-w-prose text-ink-muted text-sm">
              At that time they are published as they are saved then, under your name; a draft saved
              after you schedule goes out with its new words.
            </span>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {held ? (
              <label className="flex w-full items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="accept"
                  value="yes"
                  className="mt-0.5 size-5 shrink-0 accent-ink"
                />
                I have read the warnings below and publish anyway
              </label>
            ) : null}
            <AdminButton name="intent" value="publish" disabled={running || count === 0}>
              Publish {count} {count === 1 ? "change" : "changes"}
            </AdminButton>
            <span className="text-ink-muted text-sm">
              The pages they change are rendered again and go live together, in a few seconds.
            </span>
          </div>
        </PostForm>
      ) : (
        list
      )}
      <p role="status" className="mt-3 font-semibold text-sm">
        {message}
      </p>
      {publishes.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Last publishes</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {publishes.map((publish) => (
              <li key={publish.id}>
                <span
                  className={
                    publish.status === "failed" || publish.status === "held"
                      ? "font-semibold text-danger"
                      : "font-semibold"
                  }
                >
                  {PUBLISH_STATUS[publish.status]}
                </span>{" "}
                <span className="text-ink-muted">
                  {publish.by}, {torontoDateTime(new Date(publish.startedAt).toISOString())}
                  {publish.finishedAt
                    ? ` (${Math.round((publish.finishedAt - publish.startedAt) / 1000)} s)`
                    : ""}
                  : {publish.files.join(", ")}
                </span>
                {publish.warnings.length > 0 ? (
                  <details className="mt-1" open={publish.status === "held"}>
                    <summary>
                      {publish.warnings.length === 1
                        ? "1 warning"
                        : `${publish.warnings.length} warnings`}
                      {publish.status === "held" ? "" : ", read and accepted"}
                    </summary>
                    <ul className="mt-1 list-disc space-y-1 pl-5">
                      {publish.warnings.map((warning) => (
                        <li key={warning}>{warning}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                {publish.status === "failed" && publish.error ? (
                  <details className="mt-1">
                    <summary>What the build said</summary>
                    <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap text-xs">
                      {publish.error.slice(-1500)}
                    </pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

type Shown = Route.ComponentProps["loaderData"]["schedules"]["coming"][number];

/** One publish set for later: its drafts, its time, who set it, and how it ended. */
function ScheduleLine({ schedule }: { schedule: Shown }) {
  return (
    <>
      <span className="font-semibold">{schedule.files.join(", ")}</span>{" "}
      <span className="text-ink-muted">
        at <ScheduleTime at={schedule.runAt} />, set by {schedule.by}
      </span>
    </>
  );
}

/** The publishes set for later, each to move or cancel, and the last ones that ran. */
function Scheduled({
  csrf,
  schedules,
  answer,
}: Pick<Route.ComponentProps["loaderData"], "csrf" | "schedules"> & {
  answer?: ScheduleAnswer;
}) {
  const revalidator = useRevalidator();
  // While one is due or running, the page asks every five seconds how it went.
  const soon = schedules.coming.some(
    (schedule) => schedule.status === "running" || schedule.runAt - Date.now() < 60_000,
  );
  useEffect(() => {
    if (!soon) return;
    const timer = setInterval(() => revalidator.revalidate(), 5000);
    return () => clearInterval(timer);
  }, [soon, revalidator]);
  return (
    <section
      aria-labelledby="scheduled"
      className="mt-6 rounded-card border border-paper-line bg-paper-raised p-5"
    >
      <h2 id="scheduled" className="font-semibold text-xl">
        Scheduled publishes
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted text-sm">
        Each goes out within seconds of its time, with the drafts of its entries as they are saved
        then, under the name of the person who set it. Times are Toronto time.
      </p>
      <p
        role="status"
        className={answer?.refused ? "mt-3 font-semibold text-danger text-sm" : "mt-3 text-sm"}
      >
        {answer?.message}
      </p>
      {schedules.coming.length === 0 ? (
        <p className="mt-2 text-sm">Nothing is scheduled.</p>
      ) : (
        <ul className="mt-3 space-y-4 text-sm">
          {schedules.coming.map((schedule) => (
            <li key={schedule.id}>
              <p>
                {schedule.status === "running" ? (
                  <span className="font-semibold">Publishing… </span>
                ) : null}
                <ScheduleLine schedule={schedule} />
              </p>
              {schedule.status === "waiting" && schedule.mine ? (
                <div className="mt-2 flex flex-wrap items-end gap-3">
                  <PostForm csrf={csrf} className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={schedule.id} />
                    <ScheduleField
                      id={`move-${schedule.id}`}
                      label={`New time for ${schedule.files.join(", ")}`}
                      defaultValue={torontoFieldValue(schedule.runAt)}
                      className="min-w-56"
                    />
                    <AdminButton tone="quiet" className="mb-5">
                      Move<span className="sr-only"> {schedule.files.join(", ")}</span>
                    </AdminButton>
                  </PostForm>
                  <PostForm csrf={csrf}>
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="id" value={schedule.id} />
                    <AdminButton tone="quiet" className="mb-5">
                      Cancel<span className="sr-only"> {schedule.files.join(", ")}</span>
                    </AdminButton>
                  </PostForm>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {schedules.ended.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Last scheduled publishes</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {schedules.ended.map((schedule) => (
              <li key={schedule.id}>
                <span
                  className={
                    schedule.status === "failed" ? "font-semibold text-danger" : "font-semibold"
                  }
                >
                  {schedule.status === "failed" ? "Failed" : "Published"}
                </span>{" "}
                <ScheduleLine schedule={schedule} />
                {schedule.error ? <p className="mt-1 text-danger">{schedule.error}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The French entries whose English words were published again since, with what changed. */
function FrenchToUpdate({ toUpdate }: Pick<Route.ComponentProps["loaderData"], "toUpdate">) {
  if (toUpdate.length === 0) return null;
  return (
    <section
      aria-labelledby="to-update"
      className="mt-6 rounded-card border border-paper-line bg-paper-raised p-5"
    >
      <h2 id="to-update" className="font-semibold text-xl">
        French to update ({toUpdate.length})
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted text-sm">
        Their English entry was published with new words after the French was last published. The
        French site shows the older French until its twin is published again.
      </p>
      <ul className="mt-3 space-y-4 text-sm">
        {toUpdate.map((twin) => (
          <li key={twin.french}>
            <Link
              to={`/admin/content/edit/${twin.french}`}
              className="font-semibold underline underline-offset-4"
            >
              {twin.french}
            </Link>{" "}
            <span className="text-ink-muted">needs updating. The English changed:</span>
            <FieldChanges changes={twin.changes} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new entry's address, the last part of its page's: lowercase words and hyphens. */
function AddressField({
  id,
  after,
  example,
  wrong,
}: {
  id: string;
  after: string;
  example: string;
  /** Marks it invalid, described by the form's fault. */
  wrong: Record<string, unknown>;
}) {
  return (
    <div className="min-w-64 flex-1">
      <label htmlFor={id} className={labelClass}>
        Address, after {after}
      </label>
      <input
        id={id}
        name="slug"
        required
        minLength={3}
        maxLength={80}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={example}
        className={fieldClass}
        {...wrong}
      />
    </div>
  );
}

/** One of the "Add" panels: its heading, what it does, its form, and the fault it answers. */
function AddPanel({
  id,
  title,
  intro,
  fault,
  faultId,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  fault?: string;
  faultId: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-paper-line bg-paper-raised p-5"
    >
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      <p className="mt-1 max-w-prose text-ink-muted text-sm">{intro}</p>
      {children}
      {fault ? (
        <p id={faultId} role="alert" className="mt-3 font-semibold text-danger text-sm">
          {fault}
        </p>
      ) : null}
    </section>
  );
}

/** Adds an article: its address first, then its form. */
function NewArticle({ csrf, answer }: { csrf: string; answer?: NewAnswer }) {
  const wrong =
    answer?.field === "slug"
      ? { "aria-invalid": true as const, "aria-describedby": "new-article-fault" }
      : {};
  return (
    <AddPanel
      id="new-article"
      title="Add an article"
      intro="Choose its address; its form opens next. It goes live in English when published (unless it is marked as a draft), and in French once its French twin is published too."
      fault={answer?.message}
      faultId="new-article-fault"
    >
      <PostForm csrf={csrf} className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="new-article" />
        <AddressField
          id="new-article-slug"
          after="/insights/"
          example="what-a-logo-costs"
          wrong={wrong}
        />
        <AdminButton>Open its form</AdminButton>
      </PostForm>
    </AddPanel>
  );
}

/** Adds a testimonial: the story it quotes first, then its form. */
function NewTestimonial({
  csrf,
  stories,
  answer,
}: {
  csrf: string;
  stories: QuotedStory[];
  answer?: NewAnswer;
}) {
  const wrong =
    answer?.field === "story"
      ? { "aria-invalid": true as const, "aria-describedby": "new-testimonial-fault" }
      : {};
  return (
    <AddPanel
      id="new-testimonial"
      title="Add a testimonial"
      intro="A testimonial quotes the client of a published story, in the story's own words in both languages. Choose the story; its form opens next."
      fault={answer?.message}
      faultId="new-testimonial-fault"
    >
      {stories.length === 0 ? (
        <p className="mt-4 text-sm">
          Every story whose client is quoted has its testimonial. Add a quote to a story first.
        </p>
      ) : (
        <PostForm csrf={csrf} className="mt-4 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="new-testimonial" />
          <div className="min-w-64 flex-1">
            <label htmlFor="new-testimonial-story" className={labelClass}>
              Story it quotes
            </label>
            <select
              id="new-testimonial-story"
              name="story"
              required
              className={fieldClass}
              {...wrong}
            >
              {stories.map((story) => (
                <option key={story.slug} value={story.slug}>
                  {story.label}
                </option>
              ))}
            </select>
          </div>
          <AdminButton>Open its form</AdminButton>
        </PostForm>
      )}
    </AddPanel>
  );
}

/** Adds a case study: its category and address first, then its form. */
function NewCaseStudy({ csrf, answer }: { csrf: string; answer?: NewAnswer }) {
  const wrong = (field: "category" | "slug") =>
    answer?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": "new-fault" }
      : {};
  return (
    <AddPanel
      id="new-case-study"
      title="Add a case study"
      intro="Choose where it is filed and its address; its form opens next. It goes live in English when published, and in French once its French twin is published too."
      fault={answer?.message}
      faultId="new-fault"
    >
      <PostForm csrf={csrf} className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="new" />
        <div className="min-w-56">
          <label htmlFor="new-category" className={labelClass}>
            Category of its first service
          </label>
          <select
            id="new-category"
            name="category"
            required
            className={fieldClass}
            {...wrong("category")}
          >
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <AddressField
          id="new-slug"
          after="/case-studies/"
          example="web-fundy-bakery"
          wrong={wrong("slug")}
        />
        <AdminButton>Open its form</AdminButton>
      </PostForm>
    </AddPanel>
  );
}

/** The answer of one of the "Add" forms, for that form. */
const newAnswer = (answer: unknown, kind: NewAnswer["kind"]) =>
  answer && typeof answer === "object" && "kind" in answer && answer.kind === kind
    ? (answer as NewAnswer)
    : undefined;

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { q, total, frenchMissing, areas, access } = loaderData;
  const shown = areas.reduce((sum, area) => sum + area.entries.length, 0);
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">Content</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        Every entry of the site, as the team thinks of them, with its English file and its French
        twin. {youMayChange(access)}
      </p>
      <Publishing
        csrf={loaderData.csrf}
        drafts={loaderData.drafts}
        publishes={loaderData.publishes}
        publishing={loaderData.publishing}
        suggestedAt={loaderData.suggestedAt}
        message={
          actionData && !("field" in actionData) && !("about" in actionData)
            ? actionData.message
            : undefined
        }
      />
      <Scheduled
        csrf={loaderData.csrf}
        schedules={loaderData.schedules}
        answer={actionData && "about" in actionData ? (actionData as ScheduleAnswer) : undefined}
      />
      <FrenchToUpdate toUpdate={loaderData.toUpdate} />
      {access.en && (
        <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
          <NewCaseStudy csrf={loaderData.csrf} answer={newAnswer(actionData, "story")} />
          <NewArticle csrf={loaderData.csrf} answer={newAnswer(actionData, "article")} />
          <NewTestimonial
            csrf={loaderData.csrf}
            stories={loaderData.unquoted}
            answer={newAnswer(actionData, "testimonial")}
          />
        </div>
      )}
      <Form
        method="get"
        role="search"
        aria-label="Search the content"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-paper-line bg-paper-raised p-5"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className={labelClass}>
            Search titles and text, in English and French
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={fieldClass} />
        </div>
        <AdminButton>Search</AdminButton>
      </Form>
      <p className="mt-4 text-ink-muted text-sm" aria-live="polite">
        {q ? `${shown} of ${total} entries match “${q}”.` : `${total} entries.`}{" "}
        {frenchMissing === 0
          ? "Every entry has its French twin."
          : `${frenchMissing} ${frenchMissing === 1 ? "entry has" : "entries have"} no French twin yet.`}
      </p>
      {areas.map((area) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`} className="mt-8">
          <h2 id={`area-${area.id}`} className="font-semibold text-xl">
            {area.label} <span className="font-normal text-ink-muted">({area.entries.length})</span>
          </h2>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
            tabIndex={0}
            aria-label={`${area.label} table`}
            className="mt-3 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{area.label}, in English and French</caption>
              <thead className="border-paper-line border-b bg-paper text-ink-muted">
                <tr>
                  <th scope="col" className="w-1/2 px-4 py-3 font-medium">
                    English
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    French
                  </th>
                </tr>
              </thead>
              <tbody>
                {area.entries.map((entry) => (
                  <tr
                    key={entry.key}
                    className="border-paper-line border-b align-top last:border-0"
                  >
                    <td className="px-4 py-3">
                      {entry.en ? (
                        <>
                          <EntryTitle file={`en/${entry.en.path}`} form={entry.en.form}>
                            {entry.en.title}
                          </EntryTitle>
                          <code className="block text-ink-muted text-xs">{`en/${entry.en.path}`}</code>
                        </>
                      ) : (
                        <span className="font-semibold text-danger">English missing</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {entry.fr ? (
                        <>
                          <EntryTitle
                            file={`fr/${entry.fr.path}`}
                            form={entry.fr.form}
                            lang="fr-CA"
                          >
                            {entry.fr.title}
                          </EntryTitle>
                          <code className="block text-ink-muted text-xs">{`fr/${entry.fr.path}`}</code>
                          {entry.fr.behind && (
                            <span className="font-semibold text-danger">Needs updating</span>
                          )}
                        </>
                      ) : entry.needsFrench ? (
                        <>
                          <span className="block font-semibold text-danger">French missing</span>
                          {entry.en?.form && access.fr ? (
                            <Link
                              to={`/admin/content/edit/fr/${entry.en.path}`}
                              className="underline underline-offset-4"
                            >
                              Write it<span className="sr-only"> in French: {entry.en.title}</span>
                            </Link>
                          ) : null}
                        </>
                      ) : (
                        <span className="text-ink-muted">One file for both languages</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ))}
    </>
  );
}
