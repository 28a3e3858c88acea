/**
 * The composition root: the one place the server's services are built, over one store opened
 * once per process, and the only place that starts or stops anything (the outbox, the calendar
 * sync, the hourly chores). Request handlers and the back office ask `services()` for what they
 * need; only `startServices()`, which the production server calls for the release it serves,
 * starts the background jobs. A page drawn for the live preview (scripts/draw-pages.mjs) opens
 * its services to render the page and starts nothing.
 */
import path from "node:path";
import { defaultHosts } from "~/content/booking";
import { loadWords } from "~/i18n/catalogue";
import { newSecret } from "./abuse.server";
import { AuditLog } from "./admin/audit.server";
import { StaffAuth } from "./admin/auth.server";
import { Inbox } from "./admin/inbox.server";
import { Analytics } from "./analytics.server";
import { composeAgendaEmails, queueAgendas } from "./booking/agenda.server";
import { Bookings, defaultBookingLimits } from "./booking/bookings.server";
import { Calendars } from "./booking/calendar.server";
import { composeBookingEmails } from "./booking/emails.server";
import { defaultPolicy } from "./booking/slots";
import { Publisher } from "./content/publish.server";
import { ScheduleTicker } from "./content/schedule.server";
import { pruneIdleUploads } from "./content/uploads.server";
import { describeLocation, type RateLimiter, Store, type StoreLocation } from "./db.server";
import { readEnv, type ServerEnv } from "./env.server";
import { errorText } from "./errors";
import { Leads } from "./leads.server";
import { CONFIRM_WITHIN_MS, confirmationEmail } from "./newsletter.server";
import { type Compose, composeLeadEmails, Outbox } from "./outbox.server";
import { Redirects } from "./redirects.server";
import { Subscribers } from "./subscribers.server";

export type Services = {
  env: ServerEnv;
  store: Store;
  secret: string;
  /** Signs the newsletter's confirmation and unsubscribe links, and the client's preview links. */
  linkSecret: string;
  /** The site's address as links in emails give it. */
  origin: string;
  limits: {
    quote: RateLimiter;
    newsletter: RateLimiter;
    beacon: RateLimiter;
    vitals: RateLimiter;
    booking: RateLimiter;
    /** Attempts to connect a calendar, per staff member: each one reaches out to a server. */
    calendar: RateLimiter;
  };
  analytics: Analytics;
  bookings: Bookings;
  calendars: Calendars;
  /** Sends the notifications, once `startServices()` started it (and SMTP is set). */
  outbox: Outbox | undefined;
  /** The background jobs, once `startServices()` started them. */
  jobs:
    | {
        chores: ReturnType<typeof setInterval>;
        /** The chores' pass under way or last run: a stopping server lets it end. */
        choresPass: Promise<void>;
        schedules: ScheduleTicker;
      }
    | undefined;
};

const CHORES_EVERY_MS = 60 * 60 * 1000;

/**
 * What the back office keeps tidy, on every server (each step is safe to run twice at once):
 * leads past the retention period lose their personal data, ended sessions and links go,
 * newsletter addresses not confirmed within seven days are removed, expired form tokens are
 * forgotten, uploads no draft names go. The hosts' daily agendas are queued here too: the outbox
 * sends them at 17:00.
 */
async function runChores(store: Store, env: ServerEnv) {
  try {
    const count = await new Inbox(store).anonymiseExpired(env.LEAD_RETENTION_MONTHS);
    if (count > 0) console.log(`Retention: anonymised ${count} leads`);
    await new StaffAuth(store, env).sweepSessions();
    await new Analytics(store).forgetOldSalts();
    const purged = await new Subscribers(store).purgeUnconfirmed(CONFIRM_WITHIN_MS);
    if (purged > 0) console.log(`Newsletter: removed ${purged} addresses never confirmed`);
    await new Leads(store).sweepUsedTokens();
    await queueAgendas(store, Date.now());
    const pruned = await pruneIdleUploads(store, env);
    if (pruned.length > 0) console.log(`Uploads: removed ${pruned.length} no draft names`);
  } catch (error) {
    console.error("Retention chores failed:", errorText(error));
  }
}

export const storeLocation = (env: ServerEnv): StoreLocation => ({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
});

/** The site's address as emails and printed links give it. */
export const siteOrigin = (env: ServerEnv) =>
  env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** The outbox, when SMTP is set: lead notifications, and confirmations still awaited. */
async function startOutbox(store: Store, env: ServerEnv, origin: string, linkSecret: string) {
  if (!env.SMTP_HOST) return undefined;
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === "true",
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    connectionTimeout: 10_000,
  });
  const leadEmails = composeLeadEmails(store, env, origin);
  const bookingEmails = composeBookingEmails(store, env, origin, linkSecret);
  const agendaEmails = composeAgendaEmails(store, env, origin);
  const compose: Compose = async (message) => {
    if (message.kind === "lead") return leadEmails(message);
    if (message.kind === "host-agenda") return agendaEmails(message);
    if (message.kind !== "confirm") return bookingEmails(message);
    // A confirmation goes only to an address still waiting for it.
    const subscriber =
      message.subscriberId === null
        ? undefined
        : await new Subscribers(store).byId(message.subscriberId);
    if (subscriber?.status !== "unconfirmed") return null;
    return confirmationEmail(subscriber, { origin, secret: linkSecret, env });
  };
  const outbox = new Outbox(
    store,
    (message) => transport.sendMail(message),
    env,
    undefined,
    compose,
  );
  outbox.start();
  return outbox;
}

async function createServices(): Promise<Services> {
  // Emails and jobs, inside a request or not, read the interface's words (app/i18n/catalogue.ts).
  await loadWords();
  const env = readEnv();
  const store = await Store.open(storeLocation(env));
  const secret = env.FORM_SECRET ?? (await store.setting("form-secret", newSecret));
  const linkSecret = await store.setting("link-secret", newSecret);
  const origin = siteOrigin(env);
  const calendars = new Calendars(store, linkSecret, origin, {
    timeoutMs: env.CALENDAR_TIMEOUT_MS,
    busyMaxAgeMs: env.CALENDAR_BUSY_MAX_AGE_MS,
    allowHosts: env.CALDAV_ALLOW_HOSTS,
  });
  const bookings = new Bookings(store, linkSecret, defaultPolicy, calendars, {
    ...defaultBookingLimits,
    undoMs: env.BOOKING_UNDO_MS,
  });
  const limit = { points: env.RATE_LIMIT_MAX, durationMs: env.RATE_LIMIT_WINDOW_MS };
  const analyticsRate = { points: env.ANALYTICS_RATE_MAX, durationMs: 10 * 60 * 1000 };
  return {
    jobs: undefined,
    outbox: undefined,
    env,
    store,
    secret,
    linkSecret,
    origin,
    limits: {
      quote: store.rateLimiter("quote", limit),
      newsletter: store.rateLimiter("newsletter", limit),
      // A reader may open many pages; a script inflating the counts may not.
      beacon: store.rateLimiter("beacon", analyticsRate),
      // One post per page load, so the same rate as the views.
      vitals: store.rateLimiter("vitals", analyticsRate),
      booking: store.rateLimiter("booking", limit),
      calendar: store.rateLimiter("calendar", { points: 10, durationMs: 15 * 60 * 1000 }),
    },
    analytics: new Analytics(store),
    bookings,
    calendars,
  };
}

/**
 * The background jobs of the release this server serves: the hosts written, the calendars'
 * sync, the outbox (with SMTP), the hourly chores; and what a server that stopped during a
 * publish or a preview left behind, cleared. Once per release.
 */
async function startJobs(found: Services) {
  if (found.jobs) return;
  const { store, env, origin, linkSecret, calendars, bookings } = found;
  const chores = setInterval(() => {
    if (found.jobs) found.jobs.choresPass = runChores(store, env);
  }, CHORES_EVERY_MS);
  chores.unref();
  const schedules = scheduleTicker(store, env);
  const jobs = { chores, choresPass: Promise.resolve(), schedules };
  found.jobs = jobs;
  await bookings.ensureHosts(defaultHosts);
  calendars.start(env.CALENDAR_SYNC_MS);
  found.outbox = await startOutbox(store, env, origin, linkSecret);
  jobs.choresPass = runChores(store, env);
  await new Publisher(store, env, new AuditLog(store)).recover();
  // After the recovery: a schedule whose publish a stopped server left is settled failed.
  schedules.start();
}

/**
 * The ticker of the publishes set for later and of the dated articles
 * (app/lib/content/schedule.server.ts), publishing through this server's publisher.
 */
function scheduleTicker(store: Store, env: ServerEnv) {
  const audit = new AuditLog(store);
  const publisher = new Publisher(store, env, audit);
  const auth = new StaffAuth(store, env);
  return new ScheduleTicker(
    store,
    audit,
    {
      start: (actor, options) => publisher.start(actor, options),
      rebuild: () => publisher.rebuild(),
      recover: () => publisher.recover(),
      // The content the site serves: the live release's, or the build's it shipped with.
      contentFile: async () =>
        path.join(
          (await publisher.liveRelease()) ?? path.resolve("build"),
          "server",
          "content.json",
        ),
    },
    (id) => auth.staffById(id),
  );
}

let opened: Promise<Services> | undefined;

/** The services, opened on first use; a failure is retried on the next request. */
export function services(): Promise<Services> {
  opened ??= createServices().catch((error) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** Called once by the production server: validates settings and says where leads go. */
export async function startServices(log: (line: string) => void = console.log) {
  const found = await services();
  await startJobs(found);
  const { env } = found;
  log(`Leads are stored in ${describeLocation(storeLocation(env))}`);
  log(
    env.SMTP_HOST
      ? `New leads are emailed to ${env.LEADS_TO} through ${env.SMTP_HOST}:${env.SMTP_PORT}`
      : "No SMTP settings: leads are stored only, no notification emails are sent, and newsletter subscriptions cannot be confirmed",
  );
}

/** Where an old address redirects, counted as a hit, or null: the production server asks. */
export async function redirectFor(path: string): Promise<string | null> {
  const { store } = await services();
  return new Redirects(store, new AuditLog(store)).lookup(path);
}

let draining = false;

/** Throws unless the database answers a read, or once the server is shutting down. */
export async function checkHealth(): Promise<void> {
  if (draining) throw new Error("shutting down");
  const { store } = await services();
  await store.ping();
}

/**
 * The first step of a graceful stop (SIGTERM, as a deploy sends): the health check fails so a
 * balancer that checks it sends no more visitors here, and the outbox finishes the pass under
 * way, so no message is left sent but unrecorded.
 */
export async function drainServices(): Promise<void> {
  draining = true;
  const { outbox, calendars, jobs } = await services();
  if (jobs) clearInterval(jobs.chores);
  await Promise.all([outbox?.stop(), calendars.stop(), jobs?.schedules.stop(), jobs?.choresPass]);
}

/** The last step: the database connections close. */
export async function stopServices(): Promise<void> {
  const { store } = await services();
  await store.close();
}

/**
 * Builds what the back office published again with this build's code, and puts it live: the
 * production server calls it when the live release was built with other code (a new image
 * deployed after a publish). Its own connection to the database, closed when done; one server
 * does it, the others turn to the result (the publish lock).
 */
export async function rebuildPublished(): Promise<string> {
  const env = readEnv();
  const store = await Store.open(storeLocation(env));
  try {
    const started = await new Publisher(store, env, new AuditLog(store)).rebuild();
    if (!started.ok) return `Not built again here: ${started.reason}`;
    await started.done;
    const [last] = await new Publisher(store, env, new AuditLog(store)).recent(1);
    return last?.status === "rebuilt"
      ? "The published content was built again with this server's code and is live."
      : `Building the published content again failed: ${last?.error?.slice(-500) ?? "no output"}`;
  } finally {
    await store.close();
  }
}
