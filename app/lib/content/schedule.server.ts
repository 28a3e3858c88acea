/**
 * Publishing on a schedule (docs/decisions/0034): a person sets a time for chosen drafts; at that
 * time one server, whichever claims it first, publishes the drafts of those files as they are
 * saved then, as that person. Every server ticks every few seconds; the claim is one update of a
 * `waiting` row to `running`, so two servers run a schedule once. A publish already under way
 * puts the schedule back to wait for the next tick. The schedule ends as its publish ended, read
 * from the publish's own row: a server that stopped during it leaves that row failed (decision
 * 0031), and the next tick of any server settles the schedule with the reason.
 *
 * The same ticker brings dated articles out: when the first article dated after the live
 * content's moment comes due (Toronto's midnight of its day), the published content is rendered
 * again with the moment now, as a publish with no drafts.
 */
import { readFile, stat } from "node:fs/promises";
import type { AuditLog } from "../admin/audit.server";
import type { Staff } from "../admin/auth.server";
import { editsContent, editsLanguage } from "../admin/roles";
import { torontoDateTime, torontoDayStart } from "../admin/time";
import type { Store } from "../db.server";
import { errorText } from "../errors";
import { draftsOf, PUBLISH_UNDER_WAY } from "./publish.server";

/** How often every server looks for what is due: a schedule goes out within seconds of its time. */
export const SCHEDULE_TICK_MS = 5000;
/** A claim whose publish never began (its server stopped in between) is given up after this. */
const CLAIM_LAPSE_MS = 60_000;
/** A dated article's rendering that failed is tried again after this. */
const ARTICLE_RETRY_MS = 5 * 60_000;

export type ScheduleStatus = "waiting" | "running" | "published" | "failed" | "cancelled";

export type Schedule = {
  id: number;
  files: string[];
  runAt: number;
  status: ScheduleStatus;
  staffId: number;
  by: string;
  createdAt: number;
  publishId: number | null;
  finishedAt: number | null;
  error: string | null;
};

type Row = {
  id: number;
  files: string;
  run_at: number;
  status: string;
  staff_id: number;
  staff_email: string;
  created_at: number;
  publish_id: number | null;
  finished_at: number | null;
  error: string | null;
};

const toSchedule = (row: Row): Schedule => ({
  id: Number(row.id),
  files: JSON.parse(row.files) as string[],
  runAt: Number(row.run_at),
  status: row.status as ScheduleStatus,
  staffId: Number(row.staff_id),
  by: row.staff_email,
  createdAt: Number(row.created_at),
  publishId: row.publish_id === null ? null : Number(row.publish_id),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  error: row.error,
});

type Answer = { ok: true; id: number } | { ok: false; reason: string; status: 404 | 409 | 422 };

/** Why a time cannot be a schedule's, or null when it can. */
export function timeFault(at: number | null, now: number): string | null {
  if (at === null) return "Write the date and time, in Toronto time, such as 2026-12-08 09:00.";
  if (at <= now) {
    return `That time has passed (${torontoDateTime(new Date(at).toISOString())}). Choose a later one.`;
  }
  return null;
}

/** What a person may move or cancel: a schedule of drafts in languages they change. */
const mayChange = (actor: Staff, schedule: Schedule) =>
  editsContent(actor) &&
  schedule.files.every((file) => editsLanguage(actor, file.startsWith("fr/") ? "fr" : "en"));

/** The schedules: setting, moving and cancelling them, and reading them for the pages. */
export class Schedules {
  constructor(
    private readonly store: Store,
    private readonly audit: AuditLog,
  ) {}

  /** Sets the drafts of `files` (this person's to publish) to be published at `at`. */
  async set(actor: Staff, files: readonly string[], at: number | null, now = Date.now()) {
    const fault = timeFault(at, now);
    if (fault || at === null) return { ok: false, reason: fault ?? "", status: 422 } as Answer;
    const mine = new Set((await draftsOf(this.store, actor)).map((draft) => draft.file));
    const chosen = [...new Set(files)].filter((file) => mine.has(file)).sort();
    if (chosen.length === 0) {
      return {
        ok: false,
        reason: "Choose the drafts to publish later: none of yours was chosen.",
        status: 422,
      } as Answer;
    }
    const row = await this.store.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto("content_schedules")
        .values({
          files: JSON.stringify(chosen),
          run_at: at,
          status: "waiting",
          staff_id: actor.id,
          staff_email: actor.email,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await this.audit.record(
        actor,
        "scheduled a publish",
        { detail: `${chosen.join(", ")}, for ${torontoDateTime(new Date(at).toISOString())}` },
        trx,
      );
      return made;
    });
    return { ok: true, id: Number(row.id) } as Answer;
  }

  /** A waiting schedule given a new time. */
  move(actor: Staff, id: number, at: number | null, now = Date.now()): Promise<Answer> {
    const fault = timeFault(at, now);
    if (fault || at === null) {
      return Promise.resolve({ ok: false, reason: fault ?? "", status: 422 });
    }
    return this.change(actor, id, { run_at: at }, "moved a scheduled publish", (files) => {
      return `${files}, to ${torontoDateTime(new Date(at).toISOString())}`;
    });
  }

  /** A waiting schedule cancelled: its drafts stay drafts. */
  cancel(actor: Staff, id: number, now = Date.now()): Promise<Answer> {
    return this.change(
      actor,
      id,
      { status: "cancelled", finished_at: now },
      "cancelled a scheduled publish",
      (files) => files,
    );
  }

  private async change(
    actor: Staff,
    id: number,
    values: { run_at?: number; status?: string; finished_at?: number },
    action: string,
    detail: (files: string) => string,
  ): Promise<Answer> {
    const found = await this.byId(id);
    if (!found) return { ok: false, reason: "There is no such scheduled publish.", status: 404 };
    if (!mayChange(actor, found)) {
      return {
        ok: false,
        reason: "Your account does not change the languages of these drafts.",
        status: 409,
      };
    }
    const changed = await this.store.db.transaction().execute(async (trx) => {
      // Only while it waits: once a server has claimed it, it runs.
      const result = await trx
        .updateTable("content_schedules")
        .set(values)
        .where("id", "=", id)
        .where("status", "=", "waiting")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.audit.record(
        actor,
        action,
        { detail: `Schedule ${id}: ${detail(found.files.join(", "))}` },
        trx,
      );
      return true;
    });
    return changed
      ? { ok: true, id }
      : {
          ok: false,
          reason:
            found.status === "cancelled"
              ? "That scheduled publish was cancelled already."
              : "That scheduled publish has run or is running: it can no longer be changed.",
          status: 409,
        };
  }

  async byId(id: number): Promise<Schedule | undefined> {
    const row = await this.store.db
      .selectFrom("content_schedules")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toSchedule(row);
  }

  /** What waits or runs, soonest first, then the last ones ended, newest first. */
  async list(ended = 5): Promise<{ coming: Schedule[]; ended: Schedule[] }> {
    const db = this.store.db;
    const coming = await db
      .selectFrom("content_schedules")
      .selectAll()
      .where("status", "in", ["waiting", "running"])
      .orderBy("run_at")
      .orderBy("id")
      .execute();
    const done = await db
      .selectFrom("content_schedules")
      .selectAll()
      .where("status", "in", ["published", "failed"])
      .orderBy("finished_at", "desc")
      .orderBy("id", "desc")
      .limit(ended)
      .execute();
    return { coming: coming.map(toSchedule), ended: done.map(toSchedule) };
  }

  /** The schedules of one file: those to come, and the last one that ended. */
  async ofFile(file: string): Promise<{ coming: Schedule[]; last: Schedule | null }> {
    const { coming, ended } = await this.list(20);
    return {
      coming: coming.filter((schedule) => schedule.files.includes(file)),
      last: ended.find((schedule) => schedule.files.includes(file)) ?? null,
    };
  }
}

/** What the ticker needs of the publisher (app/lib/content/publish.server.ts). */
export type SchedulePublisher = {
  start(
    actor: Staff,
    options: { files: readonly string[] },
  ): Promise<{ ok: true; id: number; done: Promise<void> } | { ok: false; reason: string }>;
  rebuild(): Promise<{ ok: true; id: number; done: Promise<void> } | { ok: false; reason: string }>;
  recover(): Promise<void>;
  /** The file of the served content (`server/content.json` of the live release). */
  contentFile(): Promise<string>;
};

/** The moment the next dated article comes out after the content's moment, or null. */
export function nextArticleMoment(content: {
  at: string;
  collections: Record<string, unknown>;
}): number | null {
  const at = Date.parse(content.at);
  const articles = (content.collections.allArticles ?? []) as {
    published?: string;
    draft?: boolean;
  }[];
  let next: number | null = null;
  for (const article of articles) {
    if (article.draft || typeof article.published !== "string") continue;
    const moment = Date.parse(torontoDayStart(article.published));
    if (moment > at && (next === null || moment < next)) next = moment;
  }
  return next;
}

/**
 * Every few seconds: the schedules due are claimed and run, those running are settled once
 * their publish has ended, and the dated articles due are brought out.
 */
export class ScheduleTicker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticking: Promise<void> | null = null;
  private readonly runs = new Set<Promise<void>>();
  /** The served content's next article moment, read again when its file changes. */
  private articles: { file: string; mtime: number; next: number | null } | null = null;
  private articleTried: { moment: number; at: number } | null = null;

  constructor(
    private readonly store: Store,
    private readonly audit: AuditLog,
    private readonly publisher: SchedulePublisher,
    /** The person who set a schedule, as they are now (disabled, or no longer an editor). */
    private readonly staffOf: (id: number) => Promise<Staff | undefined>,
  ) {}

  start(everyMs = SCHEDULE_TICK_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops ticking; the runs under way finish (a stopping server's publish records its end). */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    await Promise.allSettled([...this.runs]);
  }

  /** One look at what is due; a look still under way is not started twice. */
  tick(now = Date.now()): Promise<void> {
    this.ticking ??= this.look(now)
      .catch((error) => console.error("Scheduled publishing:", errorText(error)))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  /** The runs this ticker started, for a test to wait on. */
  settled() {
    return Promise.allSettled([...this.runs]);
  }

  private async look(now: number) {
    await this.settleRunning(now);
    const due = await this.store.db
      .selectFrom("content_schedules")
      .select("id")
      .where("status", "=", "waiting")
      .where("run_at", "<=", now)
      .orderBy("run_at")
      .orderBy("id")
      .limit(10)
      .execute();
    for (const { id } of due) {
      if (!(await this.claim(Number(id), now))) continue;
      const run = this.run(Number(id)).catch((error) =>
        console.error(`Scheduled publish ${id}:`, errorText(error)),
      );
      this.runs.add(run);
      void run.finally(() => this.runs.delete(run));
      // One publish at a time: the others wait for the next tick.
      await run;
    }
    if (due.length === 0) await this.articlesDue(now);
  }

  /** Takes a waiting schedule for this server: true for one server only. */
  async claim(id: number, now = Date.now()): Promise<boolean> {
    const result = await this.store.db
      .updateTable("content_schedules")
      .set({ status: "running", claimed_at: now })
      .where("id", "=", id)
      .where("status", "=", "waiting")
      .where("run_at", "<=", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async run(id: number) {
    const schedules = new Schedules(this.store, this.audit);
    const schedule = await schedules.byId(id);
    if (!schedule) return;
    const actor = await this.staffOf(schedule.staffId);
    if (!actor || actor.disabledAt || !editsContent(actor)) {
      await this.end(schedule, actor, {
        status: "failed",
        error: `${schedule.by} can no longer publish, so nothing was published. Schedule it again from another account.`,
      });
      return;
    }
    const started = await this.publisher.start(actor, { files: schedule.files });
    if (!started.ok) {
      if (started.reason === PUBLISH_UNDER_WAY) {
        // Another publish holds the lock: the schedule waits for the next tick.
        await this.store.db
          .updateTable("content_schedules")
          .set({ status: "waiting", claimed_at: null })
          .where("id", "=", id)
          .where("status", "=", "running")
          .execute();
        return;
      }
      await this.end(schedule, actor, { status: "failed", error: started.reason });
      return;
    }
    await this.store.db
      .updateTable("content_schedules")
      .set({ publish_id: started.id })
      .where("id", "=", id)
      .execute();
    await this.audit.record(actor, "ran a scheduled publish", {
      detail: `Schedule ${id}: ${schedule.files.join(", ")} (publish ${started.id})`,
    });
    await started.done;
    await this.settle({ ...schedule, publishId: started.id }, Date.now());
  }

  /** The running schedules whose publish ended (here, or on a server that stopped), settled. */
  private async settleRunning(now: number) {
    const running = await this.store.db
      .selectFrom("content_schedules")
      .selectAll()
      .where("status", "=", "running")
      .execute();
    if (running.length === 0) return;
    // A publish whose server stopped is failed by the publisher's own recovery first.
    await this.publisher.recover();
    for (const row of running.map(toSchedule)) await this.settle(row, now);
  }

  private async settle(schedule: Schedule, now: number) {
    if (schedule.publishId === null) {
      const claimed = await this.store.db
        .selectFrom("content_schedules")
        .select("claimed_at")
        .where("id", "=", schedule.id)
        .executeTakeFirst();
      if (Number(claimed?.claimed_at ?? now) > now - CLAIM_LAPSE_MS) return;
      await this.end(schedule, await this.staffOf(schedule.staffId), {
        status: "failed",
        error:
          "The server stopped before its publish began, so nothing was published. Schedule it again.",
      });
      return;
    }
    const publish = await this.store.db
      .selectFrom("content_publishes")
      .select(["status", "error", "warnings"])
      .where("id", "=", schedule.publishId)
      .executeTakeFirst();
    if (publish?.status === "running") return;
    const actor = await this.staffOf(schedule.staffId);
    if (!publish) {
      await this.end(schedule, actor, {
        status: "failed",
        error: "Its publish is no longer recorded.",
      });
    } else if (publish.status === "held") {
      const warnings = publish.warnings ? (JSON.parse(publish.warnings) as string[]) : [];
      await this.end(schedule, actor, {
        status: "failed",
        error: `The checks held it back: ${warnings.slice(0, 3).join(" · ")}${warnings.length > 3 ? ` (and ${warnings.length - 3} more)` : ""}. Read them under Last publishes, then publish it yourself or fix the draft.`,
      });
    } else if (publish.status === "failed") {
      await this.end(schedule, actor, {
        status: "failed",
        error: (publish.error ?? "The publish failed.").slice(-2000),
      });
    } else {
      await this.end(schedule, actor, { status: "published", error: null });
    }
  }

  /** A schedule ended, once: the server that records it writes its line in the audit log. */
  private async end(
    schedule: Schedule,
    actor: Staff | undefined,
    { status, error }: { status: "published" | "failed"; error: string | null },
  ) {
    await this.store.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("content_schedules")
        .set({ status, error, finished_at: Date.now() })
        .where("id", "=", schedule.id)
        .where("status", "=", "running")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return;
      await this.audit.record(
        actor && !actor.disabledAt ? actor : "schedule",
        status === "published" ? "scheduled publish done" : "scheduled publish failed",
        {
          detail: `Schedule ${schedule.id}: ${schedule.files.join(", ")}${error ? `: ${error}` : ""}`,
        },
        trx,
      );
    });
  }

  /**
   * The dated articles due: when the next article's day has begun in Toronto after the served
   * content's moment, the published content is rendered again with the moment now. A publish
   * under way renders with its own moment, which brings them out too.
   */
  private async articlesDue(now: number) {
    const file = await this.publisher.contentFile();
    const mtime = (await stat(file).catch(() => null))?.mtimeMs;
    if (mtime === undefined) return;
    if (this.articles?.file !== file || this.articles.mtime !== mtime) {
      const content = JSON.parse(await readFile(file, "utf8"));
      this.articles = { file, mtime, next: nextArticleMoment(content) };
    }
    const next = this.articles.next;
    if (next === null || next > now) return;
    const tried = this.articleTried;
    if (tried?.moment === next && now - tried.at < ARTICLE_RETRY_MS) return;
    const started = await this.publisher.rebuild();
    if (!started.ok) return;
    this.articleTried = { moment: next, at: now };
    console.log(
      `Publish ${started.id}: the articles dated ${torontoDateTime(new Date(next).toISOString())} are due`,
    );
    await started.done;
  }
}
