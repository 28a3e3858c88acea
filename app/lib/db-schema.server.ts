/**
 * The tables and their versioned migrations, one set for both engines. A migration runs once,
 * in name order, recorded by Kysely's migrator; never edit one that has shipped. Where the
 * engines differ (identity columns, case-insensitive email), the migration says so in place.
 */
import { createHash } from "node:crypto";
import { type ColumnDefinitionBuilder, type Generated, type Kysely, sql } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";

export type Engine = "sqlite" | "postgres";

export type Database = {
  leads: {
    id: Generated<number>;
    created_at: string;
    first_name: string;
    last_name: string;
    company: string;
    email: string;
    phone: string | null;
    /** JSON array of category slugs. */
    services: string;
    budget: string;
    callback_time: string;
    description: string;
    /** 1 or 0: the same column type in both engines. */
    marketing_consent: number;
    consent_wording: string | null;
    source_page: string;
    /** "quote" (the contact page's form) or "booking" (a free consultation booked). */
    source: Generated<string>;
    language: Generated<string>;
    /** new, contacted, qualified, won, lost or spam (app/lib/admin/fields.ts). */
    status: Generated<string>;
    /** The last time the lead was received or worked on: retention counts from it. */
    last_activity_at: string | null;
    /** Set when the retention period removed its personal data. */
    anonymised_at: string | null;
  };
  subscribers: {
    id: Generated<number>;
    created_at: string;
    email: string;
    consent_wording: string;
    source_page: string;
    language: Generated<string>;
    /** unconfirmed (until the link in the confirmation email is used), confirmed, unsubscribed. */
    status: Generated<string>;
    /** When the address last asked to subscribe: the confirmation link and the purge count from it. */
    requested_at: string | null;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  };
  /**
   * The do-not-email list: every address that unsubscribed, as `addressHash`, kept when its
   * subscriber row goes (a purge of unconfirmed addresses) and until it confirms anew.
   */
  newsletter_suppressions: { email_hash: string; unsubscribed_at: string };
  /** When an address (as `addressHash`) was last sent a confirmation email, epoch ms. */
  newsletter_requests: { email_hash: string; requested_at: number };
  outbox: {
    id: Generated<number>;
    /**
     * "lead" (a notification to the team), "confirm" (a subscriber's confirmation email), or a
     * booking's: "booking-visitor" and "booking-host" (its invitation, update or cancellation),
     * "reminder-24h" and "reminder-1h" (due that long before the meeting).
     */
    kind: Generated<string>;
    lead_id: number | null;
    subscriber_id: number | null;
    booking_id: number | null;
    /** The booking's SEQUENCE the message was queued for: a later change makes it moot. */
    booking_sequence: number | null;
    attempts: Generated<number>;
    /** Epoch milliseconds, as every time the outbox keeps. */
    next_attempt_at: number;
    sent_at: number | null;
    last_error: string | null;
    /** Which delivery pass holds the message, and until when (a lease, so a crash frees it). */
    claim: string | null;
    claimed_until: number | null;
  };
  settings: { key: string; value: string };
  /** The quote form's tokens already sent (SHA-256), until they expire (epoch ms). */
  used_form_tokens: { token_hash: string; expires_at: number };
  /** rate-limiter-flexible's table: points used per key in the window that ends at `expire`. */
  rate_limits: { key: string; points: Generated<number>; expire: number | null };
  /** The team's accounts for the back office. */
  staff: {
    id: Generated<number>;
    /** Lower-cased. */
    email: string;
    name: string;
    role: "owner" | "editor" | "staff";
    /** For an editor limited to one language of the content ("en" or "fr"); null for both. */
    content_language: string | null;
    /** argon2id; null until the person sets a password from their one-time link. */
    password_hash: string | null;
    /** Base32 TOTP secret once a second factor is turned on. */
    totp_secret: string | null;
    created_at: string;
    disabled_at: string | null;
    /** The TOTP time step of the last code accepted: a code is good once (RFC 6238, 5.2). */
    totp_last_step: number | null;
  };
  /** One-time links (set a password); only the SHA-256 of the token is kept. */
  staff_tokens: {
    token_hash: string;
    staff_id: number;
    expires_at: number;
    used_at: number | null;
  };
  /** Signed-in sessions; the cookie holds the token, the table only its SHA-256. */
  staff_sessions: {
    id_hash: string;
    staff_id: number;
    /** "password" while a second factor is still owed, "full" once signed in. */
    stage: string;
    csrf: string;
    created_at: number;
    seen_at: number;
    /** When the person last proved it was them (sign-in or the confirm page): sensitive changes ask for a recent one. */
    reauth_at: number | null;
  };
  /** Notes and status changes on a lead, newest last. */
  lead_events: {
    id: Generated<number>;
    lead_id: number;
    at: string;
    staff_id: number | null;
    staff_email: string;
    kind: "status" | "note";
    from_status: string | null;
    to_status: string | null;
    note: string | null;
  };
  /**
   * Cookie-less analytics: one row per page view or lead sent. `visitor` is a hash salted with a
   * secret that changes every day and is then destroyed: it links one visitor's views within a
   * day (for the funnel) and cannot be traced back to an address afterwards.
   */
  analytics_events: {
    id: Generated<number>;
    /** The Toronto day, YYYY-MM-DD. */
    day: string;
    at: number;
    kind: "view" | "lead" | "booking";
    path: string;
    /** The referring site's host name, when it is another site. */
    referrer: string | null;
    utm_source: string | null;
    utm_campaign: string | null;
    language: string;
    device: string;
    country: string | null;
    visitor: string;
    /** For a lead: the service categories it named (JSON). */
    detail: string | null;
  };
  /**
   * Core Web Vitals of real page loads, one row each (app/lib/vitals.server.ts): nothing that
   * links a row to a visitor, a view or a time of day. A figure the browser did not measure is
   * null; times are whole milliseconds, CLS has four decimals.
   */
  web_vitals: {
    id: Generated<number>;
    /** The Toronto day, YYYY-MM-DD. */
    day: string;
    /** home, service, article… (`pageKinds` in app/lib/vitals.ts). */
    page_kind: string;
    device: string;
    language: string;
    lcp: number | null;
    inp: number | null;
    /** The first interaction's duration, as INP measures one (app/lib/vitals.ts). */
    first_inp: number | null;
    cls: number | null;
    fcp: number | null;
    ttfb: number | null;
  };
  /** Who did what; never personal data of a lead (a deleted lead is named by its number). */
  audit_log: {
    id: Generated<number>;
    at: string;
    staff_id: number | null;
    staff_email: string;
    action: string;
    lead_id: number | null;
    detail: string;
  };
  /**
   * Who takes free consultations, with their rules in Toronto time (app/lib/booking/slots.ts).
   * A host is a member of the team (by name, as the about page shows them), with the address
   * invitations come from; `staff_id` links the back-office account that manages the rules.
   */
  booking_hosts: {
    id: Generated<number>;
    name: string;
    /** Lower-cased. */
    email: string;
    role: string;
    staff_id: number | null;
    /** HostRules["weekly"] as JSON. */
    weekly: string;
    /** Dates off as a JSON array of YYYY-MM-DD. */
    days_off: string;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    max_per_day: number;
    /** Service categories taken, as a JSON array. */
    topics: string;
    active: number;
    updated_at: number;
  };
  /**
   * Booked consultations. Instants are epoch milliseconds (UTC). `held_from`–`held_until` is the
   * time the booking holds on its host's calendar, buffers included: two confirmed bookings of
   * one host never overlap there, which the database itself refuses (an exclusion constraint on
   * PostgreSQL, a trigger on SQLite).
   */
  bookings: {
    id: Generated<number>;
    /** The iCalendar UID, stable across reschedules. */
    uid: string;
    host_id: number;
    topic: string;
    starts_at: number;
    ends_at: number;
    held_from: number;
    held_until: number;
    status: "confirmed" | "cancelled" | "done" | "no-show";
    /** Raised on every change the invitation announces (iCalendar SEQUENCE). */
    sequence: number;
    name: string;
    email: string;
    company: string;
    phone: string | null;
    note: string;
    language: string;
    /** The IANA zone the visitor saw the times in. */
    visitor_zone: string;
    lead_id: number | null;
    /** The SHA-256 of the token in the reschedule and cancel links. */
    manage_token_hash: string;
    /** "video" (a link in the invitation) or "phone" (the host calls the number given). */
    meeting_mode: string;
    /** Notes from the team, never shown to the visitor. */
    staff_note: string | null;
    created_at: number;
    updated_at: number;
    /** The sequence last written to the host's calendar (null: never), and the writing's state. */
    calendar_sequence: number | null;
    calendar_attempts: Generated<number>;
    calendar_next_at: number | null;
    calendar_claimed_until: number | null;
    calendar_error: string | null;
    /** The start a move took the booking from (epoch ms), for the "moved" email. */
    moved_from: number | null;
    /** Why the visitor cancelled or moved it, when they said (optional on the manage page). */
    visitor_reason: string | null;
    /** The team's words to the visitor with a cancellation or a request to pick a new time. */
    team_message: string | null;
    /** 1 when the team cancelled it (the visitor cannot undo that), else 0. */
    cancelled_by_team: Generated<number>;
  };
  /**
   * A host's own calendar on a CalDAV server: its busy times are never offered, and each booking
   * is written to it. The password is kept encrypted (app/lib/booking/calendar.server.ts); the
   * busy times last read are kept for when the server cannot be reached.
   */
  booking_calendars: {
    host_id: number;
    server_url: string;
    username: string;
    /** AES-256-GCM, keyed from the site's link secret. */
    password_sealed: string;
    calendar_url: string;
    calendar_name: string;
    /** Interval[] as JSON, read at `busy_read_at`. */
    busy: string;
    busy_read_at: number | null;
    last_ok_at: number | null;
    last_error: string | null;
    last_error_at: number | null;
    connected_at: number;
  };
  /**
   * A host's calendar feed: the address a calendar app subscribes to, one per host. Only the
   * SHA-256 of its secret token is kept, so the address is shown once, when it is made.
   */
  booking_host_feeds: {
    host_id: number;
    token_hash: string;
    created_at: number;
    /** The email of the team member who made it. */
    created_by: string;
  };
  /**
   * The daily agendas queued, one per host and day (app/lib/booking/agenda.server.ts): the row
   * is the claim that lets one server, and only one, queue the email; `outbox_id` is its message.
   */
  /**
   * The team's saved changes to content/ not yet published: one draft per file, shared by the
   * team and by every app server (app/lib/content/drafts.server.ts).
   */
  content_drafts: {
    /** The file under content/: `en/services/web/seo.yaml`. */
    file: string;
    /** The file's text as it will be published. */
    body: string;
    /** sha256 of the published file the draft was started from; "" for a new file. */
    based_on: string;
    /** 1 at the first save, one more at each: a save names the revision it was made from. */
    revision: number;
    updated_at: number;
    updated_by: string;
  };
  /** Each publish from the back office: who, when, what, and how it ended. */
  content_publishes: {
    id: Generated<number>;
    started_at: number;
    finished_at: number | null;
    /** running, published, failed or unchanged. */
    status: string;
    staff_email: string;
    /** JSON array of the files published (`en/services/web/seo.yaml`). */
    files: string;
    /** The content repository's commit, once published. */
    commit_id: string | null;
    /** The end of the build's output when it failed. */
    error: string | null;
    /** JSON array of the checks' warnings (proofing, first window), or null before migration 0019. */
    warnings: string | null;
  };
  /**
   * The site's permanent redirects (app/lib/redirects.server.ts): an old address, lower-cased
   * as the server compares it, and the page it leads to, in one hop.
   */
  redirects: {
    from_path: string;
    to_path: string;
    /** moved (an entry's address changed), manual (the Redirects page) or alias (seeded). */
    reason: string;
    created_by: string;
    created_at: number;
    /** The 301s answered, counted by every server. */
    hits: number;
    last_hit_at: number | null;
  };
  /** The client's preview links (app/lib/content/preview-links.server.ts). */
  preview_links: {
    id: Generated<number>;
    /** The entry whose page it opens (`en/services/web/seo.yaml`). */
    file: string;
    /** The page's address. */
    page: string;
    /** JSON array of the files drawn over the published content: `{ file, body }`. */
    files: string;
    /** The moment the page is drawn at (a dated article on its day). */
    at: number;
    made_by: string;
    made_at: number;
    expires_at: number;
    revoked_at: number | null;
    revoked_by: string | null;
  };
  /**
   * A publish set for a later time (app/lib/content/schedule.server.ts): the drafts of `files`,
   * as they are saved when it runs, published as the person who set it. Claimed by one server
   * (`waiting` to `running` in one update), then settled by the publish it started.
   */
  content_schedules: {
    id: Generated<number>;
    /** JSON array of the files whose drafts it publishes (`en/insights/a-title.md`). */
    files: string;
    /** When it is to run, epoch milliseconds. */
    run_at: number;
    /** waiting, running, published, failed or cancelled. */
    status: string;
    staff_id: number;
    staff_email: string;
    created_at: number;
    /** When a server claimed it, while it runs. */
    claimed_at: number | null;
    /** The publish it started (content_publishes.id). */
    publish_id: number | null;
    finished_at: number | null;
    /** Why it failed. */
    error: string | null;
  };
  booking_agendas: {
    host_id: number;
    /** The Toronto day the agenda lists, YYYY-MM-DD. */
    day: string;
    queued_at: number;
    outbox_id: number | null;
  };
};

/** How the newsletter's records name an address without keeping it: SHA-256, lower-cased. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex");
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as typed now
type AnyDb = Kysely<any>;

const identity = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === "sqlite"
    ? column.primaryKey().autoIncrement()
    : column.primaryKey().generatedByDefaultAsIdentity();

async function hasColumn(db: AnyDb, table: string, column: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return Boolean(tables.find((t) => t.name === table)?.columns.some((c) => c.name === column));
}

/**
 * The first two were plain SQL counted by SQLite's `user_version` before the store spoke to
 * PostgreSQL too; written with "if not exists", an existing SQLite file passes through them
 * unchanged and keeps its data.
 */
function migrations(engine: Engine): Record<string, Migration> {
  const id = identity(engine);
  // Epoch milliseconds outgrow PostgreSQL's 32-bit integer.
  const millis = engine === "sqlite" ? "integer" : "bigint";
  return {
    "0001-leads-subscribers-outbox": {
      async up(db) {
        await db.schema
          .createTable("leads")
          .ifNotExists()
          .addColumn("id", "integer", id)
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("first_name", "text", (c) => c.notNull())
          .addColumn("last_name", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text")
          .addColumn("services", "text", (c) => c.notNull())
          .addColumn("budget", "text", (c) => c.notNull())
          .addColumn("callback_time", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("marketing_consent", "integer", (c) => c.notNull())
          .addColumn("consent_wording", "text")
          .addColumn("source_page", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("subscribers")
          .ifNotExists()
          .addColumn("id", "integer", id)
          .addColumn("created_at", "text", (c) => c.notNull())
          // SQLite compares the address without case; PostgreSQL gets it lower-cased by the store.
          .addColumn("email", "text", (c) =>
            engine === "sqlite"
              ? c.notNull().unique().modifyEnd(sql`collate nocase`)
              : c.notNull().unique(),
          )
          .addColumn("consent_wording", "text", (c) => c.notNull())
          .addColumn("source_page", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("outbox")
          .ifNotExists()
          .addColumn("id", "integer", id)
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", millis, (c) => c.notNull())
          .addColumn("sent_at", millis)
          .addColumn("last_error", "text")
          .execute();
        await db.schema
          .createIndex("outbox_pending")
          .ifNotExists()
          .on("outbox")
          .columns(["sent_at", "next_attempt_at"])
          .execute();
        await db.schema
          .createTable("settings")
          .ifNotExists()
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
      },
    },
    // The French site: each lead and subscriber keeps the language it was given in.
    "0002-language": {
      async up(db) {
        for (const table of ["leads", "subscribers"]) {
          if (await hasColumn(db, table, "language")) continue;
          await db.schema
            .alterTable(table)
            .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
            .execute();
        }
      },
    },
    // Several app servers: the outbox is claimed with a lease, rate-limit windows are shared.
    "0003-shared-state": {
      async up(db) {
        await db.schema.alterTable("outbox").addColumn("claim", "text").execute();
        await db.schema.alterTable("outbox").addColumn("claimed_until", millis).execute();
        await db.schema
          .createTable("rate_limits")
          .addColumn("key", "varchar(255)", (c) => c.primaryKey())
          .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("expire", "bigint")
          .execute();
      },
    },
    // The back office: staff, their sessions and one-time links, a lead's status and history,
    // the audit log.
    "0004-back-office": {
      async up(db) {
        await db.schema
          .alterTable("leads")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.alterTable("leads").addColumn("last_activity_at", "text").execute();
        await db.schema.alterTable("leads").addColumn("anonymised_at", "text").execute();
        await db.updateTable("leads").set({ last_activity_at: sql`created_at` }).execute();
        await db.schema.createIndex("leads_status").on("leads").column("status").execute();
        await db.schema
          .createTable("staff")
          .addColumn("id", "integer", id)
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("password_hash", "text")
          .addColumn("totp_secret", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("disabled_at", "text")
          .execute();
        await db.schema
          .createTable("staff_tokens")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id"))
          .addColumn("expires_at", millis, (c) => c.notNull())
          .addColumn("used_at", millis)
          .execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("id_hash", "text", (c) => c.primaryKey())
          .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id"))
          .addColumn("stage", "text", (c) => c.notNull())
          .addColumn("csrf", "text", (c) => c.notNull())
          .addColumn("created_at", millis, (c) => c.notNull())
          .addColumn("seen_at", millis, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("lead_events")
          .addColumn("id", "integer", id)
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id"))
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("staff_id", "integer")
          .addColumn("staff_email", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("from_status", "text")
          .addColumn("to_status", "text")
          .addColumn("note", "text")
          .execute();
        await db.schema
          .createIndex("lead_events_lead")
          .on("lead_events")
          .column("lead_id")
          .execute();
        await db.schema
          .createTable("audit_log")
          .addColumn("id", "integer", id)
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("staff_id", "integer")
          .addColumn("staff_email", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("lead_id", "integer")
          .addColumn("detail", "text", (c) => c.notNull())
          .execute();
      },
    },
    // The newsletter by CASL: double opt-in, with confirmation emails sent through the outbox,
    // whose messages are now a lead's notification or a subscriber's confirmation.
    "0005-newsletter-opt-in": {
      async up(db) {
        await db.schema
          .alterTable("subscribers")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("unconfirmed"))
          .execute();
        await db.schema.alterTable("subscribers").addColumn("requested_at", "text").execute();
        await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
        await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
        if (engine === "postgres") {
          await db.schema
            .alterTable("outbox")
            .alterColumn("lead_id", (c) => c.dropNotNull())
            .execute();
          await db.schema
            .alterTable("outbox")
            .addColumn("kind", "text", (c) => c.notNull().defaultTo("lead"))
            .execute();
          await db.schema.alterTable("outbox").addColumn("subscriber_id", "integer").execute();
        } else {
          // SQLite cannot drop a NOT NULL: the table is rebuilt with its rows.
          await db.schema
            .createTable("outbox_next")
            .addColumn("id", "integer", id)
            .addColumn("kind", "text", (c) => c.notNull().defaultTo("lead"))
            .addColumn("lead_id", "integer", (c) => c.references("leads.id"))
            .addColumn("subscriber_id", "integer")
            .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
            .addColumn("next_attempt_at", millis, (c) => c.notNull())
            .addColumn("sent_at", millis)
            .addColumn("last_error", "text")
            .addColumn("claim", "text")
            .addColumn("claimed_until", millis)
            .execute();
          await sql`insert into outbox_next (id, lead_id, attempts, next_attempt_at, sent_at, last_error, claim, claimed_until)
            select id, lead_id, attempts, next_attempt_at, sent_at, last_error, claim, claimed_until from outbox`.execute(
            db,
          );
          await db.schema.dropTable("outbox").execute();
          await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
          await db.schema
            .createIndex("outbox_pending")
            .on("outbox")
            .columns(["sent_at", "next_attempt_at"])
            .execute();
        }
        // Addresses given before double opt-in are asked to confirm now: each gets the
        // confirmation email, and has seven days from today to use it.
        const now = new Date().toISOString();
        await db.updateTable("subscribers").set({ requested_at: now }).execute();
        await sql`insert into outbox (kind, subscriber_id, next_attempt_at)
          select 'confirm', id, ${Date.now()} from subscribers`.execute(db);
      },
    },
    // Analytics that need no consent: counted by our own server, no cookie, no address kept.
    "0006-analytics": {
      async up(db) {
        await db.schema
          .createTable("analytics_events")
          .addColumn("id", "integer", id)
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("at", millis, (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("referrer", "text")
          .addColumn("utm_source", "text")
          .addColumn("utm_campaign", "text")
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("device", "text", (c) => c.notNull())
          .addColumn("country", "text")
          .addColumn("visitor", "text", (c) => c.notNull())
          .addColumn("detail", "text")
          .execute();
        await db.schema
          .createIndex("analytics_day")
          .on("analytics_events")
          .columns(["day", "kind"])
          .execute();
      },
    },
    // A code accepted once is refused again, and sensitive changes ask for a recent password.
    "0007-sign-in-hardening": {
      async up(db) {
        await db.schema.alterTable("staff").addColumn("totp_last_step", millis).execute();
        await db.schema.alterTable("staff_sessions").addColumn("reauth_at", millis).execute();
      },
    },
    // An unsubscribed address stays unsubscribed after anyone asks for it again, and is sent
    // one confirmation email a month at most. The addresses on file now are carried over.
    "0008-newsletter-suppression": {
      async up(db) {
        await db.schema
          .createTable("newsletter_suppressions")
          .addColumn("email_hash", "text", (c) => c.primaryKey())
          .addColumn("unsubscribed_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("newsletter_requests")
          .addColumn("email_hash", "text", (c) => c.primaryKey())
          .addColumn("requested_at", millis, (c) => c.notNull())
          .execute();
        const subscribers = await db
          .selectFrom("subscribers")
          .select(["email", "status", "created_at", "requested_at", "unsubscribed_at"])
          .execute();
        for (const row of subscribers) {
          const email_hash = addressHash(row.email);
          const requested = Date.parse(row.requested_at ?? row.created_at);
          await db
            .insertInto("newsletter_requests")
            .values({ email_hash, requested_at: requested })
            .onConflict((c) => c.column("email_hash").doNothing())
            .execute();
          if (row.status === "confirmed" || !row.unsubscribed_at) continue;
          await db
            .insertInto("newsletter_suppressions")
            .values({ email_hash, unsubscribed_at: row.unsubscribed_at })
            .onConflict((c) => c.column("email_hash").doNothing())
            .execute();
        }
      },
    },
    // A shown quote form is sent once: its token is claimed by the insert that stores the lead.
    "0009-one-use-form-tokens": {
      async up(db) {
        await db.schema
          .createTable("used_form_tokens")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("expires_at", millis, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("used_form_tokens_expiry")
          .on("used_form_tokens")
          .column("expires_at")
          .execute();
      },
    },
    // Core Web Vitals of real visits, sent once per page load (app/lib/vitals-beacon.ts).
    "0010-web-vitals": {
      async up(db) {
        await db.schema
          .createTable("web_vitals")
          .addColumn("id", "integer", id)
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("page_kind", "text", (c) => c.notNull())
          .addColumn("device", "text", (c) => c.notNull())
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("lcp", "integer")
          .addColumn("inp", "integer")
          // Eight bytes in both engines: SQLite's real is PostgreSQL's double precision.
          .addColumn("cls", engine === "sqlite" ? "real" : "double precision")
          .addColumn("fcp", "integer")
          .addColumn("ttfb", "integer")
          .execute();
        await db.schema.createIndex("web_vitals_day").on("web_vitals").column("day").execute();
      },
    },
    // Free consultations: who takes them, and what is booked. No double booking is the
    // database's own rule, not only a check in code: on PostgreSQL an exclusion constraint over
    // each host's held time (btree_gist, a trusted extension), on SQLite triggers, which run
    // inside the writing transaction that SQLite holds alone.
    "0011-bookings": {
      async up(db) {
        await db.schema
          .createTable("booking_hosts")
          .addColumn("id", "integer", id)
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("staff_id", "integer")
          .addColumn("weekly", "text", (c) => c.notNull())
          .addColumn("days_off", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("buffer_before_minutes", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("buffer_after_minutes", "integer", (c) => c.notNull().defaultTo(15))
          .addColumn("max_per_day", "integer", (c) => c.notNull().defaultTo(4))
          .addColumn("topics", "text", (c) => c.notNull())
          .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
          .addColumn("updated_at", millis, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("bookings")
          .addColumn("id", "integer", id)
          .addColumn("uid", "text", (c) => c.notNull().unique())
          .addColumn("host_id", "integer", (c) => c.notNull())
          .addColumn("topic", "text", (c) => c.notNull())
          .addColumn("starts_at", millis, (c) => c.notNull())
          .addColumn("ends_at", millis, (c) => c.notNull())
          .addColumn("held_from", millis, (c) => c.notNull())
          .addColumn("held_until", millis, (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
          .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("phone", "text")
          .addColumn("note", "text", (c) => c.notNull())
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("visitor_zone", "text", (c) => c.notNull())
          .addColumn("lead_id", "integer")
          .addColumn("manage_token_hash", "text", (c) => c.notNull().unique())
          .addColumn("meeting_mode", "text", (c) => c.notNull().defaultTo("video"))
          .addColumn("staff_note", "text")
          .addColumn("created_at", millis, (c) => c.notNull())
          .addColumn("updated_at", millis, (c) => c.notNull())
          .addCheckConstraint(
            "bookings_times",
            sql`starts_at < ends_at and held_from <= starts_at and ends_at <= held_until`,
          )
          .execute();
        await db.schema.alterTable("outbox").addColumn("booking_id", "integer").execute();
        await db.schema.alterTable("outbox").addColumn("booking_sequence", "integer").execute();
        await db.schema
          .alterTable("leads")
          .addColumn("source", "text", (c) => c.notNull().defaultTo("quote"))
          .execute();
        await db.schema
          .createIndex("bookings_host_time")
          .on("bookings")
          .columns(["host_id", "held_from"])
          .execute();
        if (engine === "postgres") {
          await sql`create extension if not exists btree_gist`.execute(db);
          await sql`alter table bookings add constraint bookings_no_overlap
            exclude using gist (host_id with =, int8range(held_from, held_until) with &&)
            where (status = 'confirmed')`.execute(db);
        } else {
          for (const event of ["insert", "update"]) {
            await sql
              .raw(`create trigger bookings_no_overlap_${event} before ${event} on bookings
                when new.status = 'confirmed' and exists (
                  select 1 from bookings other
                  where other.host_id = new.host_id and other.status = 'confirmed'
                    and other.held_from < new.held_until and new.held_from < other.held_until
                    ${event === "update" ? "and other.id <> new.id" : ""})
                begin select raise(abort, 'bookings_no_overlap'); end`)
              .execute(db);
          }
        }
      },
    },
    // A host's own calendar (CalDAV): what it holds is busy time, and each booking is written
    // to it; the bookings keep how far their copy in the calendar has got.
    "0012-booking-calendars": {
      async up(db) {
        await db.schema
          .createTable("booking_calendars")
          .addColumn("host_id", "integer", (c) => c.primaryKey())
          .addColumn("server_url", "text", (c) => c.notNull())
          .addColumn("username", "text", (c) => c.notNull())
          .addColumn("password_sealed", "text", (c) => c.notNull())
          .addColumn("calendar_url", "text", (c) => c.notNull())
          .addColumn("calendar_name", "text", (c) => c.notNull())
          .addColumn("busy", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("busy_read_at", millis)
          .addColumn("last_ok_at", millis)
          .addColumn("last_error", "text")
          .addColumn("last_error_at", millis)
          .addColumn("connected_at", millis, (c) => c.notNull())
          .execute();
        await db.schema.alterTable("bookings").addColumn("calendar_sequence", "integer").execute();
        await db.schema
          .alterTable("bookings")
          .addColumn("calendar_attempts", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable("bookings").addColumn("calendar_next_at", millis).execute();
        await db.schema
          .alterTable("bookings")
          .addColumn("calendar_claimed_until", millis)
          .execute();
        await db.schema.alterTable("bookings").addColumn("calendar_error", "text").execute();
      },
    },
    // Done and no-show are outcomes of a meeting held: like confirmed, they keep its time, and
    // only a cancellation frees it. Two bookings that already overlap (a meeting marked done
    // before it was held, and its time booked again) stop the migration with their numbers:
    // which of the two stands is the team's call, not a guess. Meetings marked done or no-show
    // before they started are confirmed again. A move keeps the start it came from.
    "0013-booking-statuses-keep-time": {
      async up(db) {
        const clashes = await sql<{ a: number; b: number }>`
          select one.id as a, other.id as b from bookings one join bookings other
            on other.host_id = one.host_id and other.id > one.id
           and other.held_from < one.held_until and one.held_from < other.held_until
          where one.status <> 'cancelled' and other.status <> 'cancelled'`.execute(db);
        if (clashes.rows.length > 0) {
          const pairs = clashes.rows.map((row) => `${row.a} and ${row.b}`).join(", ");
          throw new Error(
            `bookings ${pairs} hold the same time of one host: cancel one of each pair, then start again`,
          );
        }
        if (engine === "postgres") {
          await sql`alter table bookings drop constraint bookings_no_overlap`.execute(db);
          await sql`alter table bookings add constraint bookings_no_overlap
            exclude using gist (host_id with =, int8range(held_from, held_until) with &&)
            where (status <> 'cancelled')`.execute(db);
        } else {
          for (const event of ["insert", "update"]) {
            await sql.raw(`drop trigger bookings_no_overlap_${event}`).execute(db);
            await sql
              .raw(`create trigger bookings_no_overlap_${event} before ${event} on bookings
                when new.status <> 'cancelled' and exists (
                  select 1 from bookings other
                  where other.host_id = new.host_id and other.status <> 'cancelled'
                    and other.held_from < new.held_until and new.held_from < other.held_until
                    ${event === "update" ? "and other.id <> new.id" : ""})
                begin select raise(abort, 'bookings_no_overlap'); end`)
              .execute(db);
          }
        }
        await db
          .updateTable("bookings")
          .set({ status: "confirmed" })
          .where("status", "in", ["done", "no-show"])
          .where("starts_at", ">", Date.now())
          .execute();
        await db.schema.alterTable("bookings").addColumn("moved_from", millis).execute();
        await db.schema.alterTable("bookings").addColumn("visitor_reason", "text").execute();
        await db.schema.alterTable("bookings").addColumn("team_message", "text").execute();
        await db.schema
          .alterTable("bookings")
          .addColumn("cancelled_by_team", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await sql`create index bookings_address on bookings (lower(email), starts_at)`.execute(db);
      },
    },
    // A host's calendar feed, read by calendar apps that cannot sign in: the secret address is
    // the key, kept as its hash. One per host, so replacing it ends the old one in one write.
    "0014-host-feeds": {
      async up(db) {
        await db.schema
          .createTable("booking_host_feeds")
          .addColumn("host_id", "integer", (c) => c.primaryKey())
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_at", millis, (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .execute();
      },
    },
    // Each host's agenda of the next business day, queued once whatever the number of servers:
    // the key (host, day) is claimed in the transaction that writes its outbox message.
    "0015-host-agendas": {
      async up(db) {
        await db.schema
          .createTable("booking_agendas")
          .addColumn("host_id", "integer", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("queued_at", millis, (c) => c.notNull())
          .addColumn("outbox_id", "integer", (c) => c.unique())
          .addPrimaryKeyConstraint("booking_agendas_key", ["host_id", "day"])
          .execute();
      },
    },
    // Editors: people who change the site's words, in both languages or in one.
    "0016-editors": {
      async up(db) {
        await db.schema.alterTable("staff").addColumn("content_language", "text").execute();
      },
    },
    // Drafts of the site's words saved from the back office's editor, and each publish of them.
    "0017-content-drafts": {
      async up(db) {
        await db.schema
          .createTable("content_drafts")
          .addColumn("file", "text", (c) => c.primaryKey())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("based_on", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("updated_at", millis, (c) => c.notNull())
          .addColumn("updated_by", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("content_publishes")
          .addColumn("id", "integer", id)
          .addColumn("started_at", millis, (c) => c.notNull())
          .addColumn("finished_at", millis)
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("staff_email", "text", (c) => c.notNull())
          .addColumn("files", "text", (c) => c.notNull())
          .addColumn("commit_id", "text")
          .addColumn("error", "text")
          .execute();
      },
    },
    // Previews of the drafts: each a build of the site, drawn per request in the back office.
    "0018-content-previews": {
      async up(db) {
        await db.schema
          .createTable("content_previews")
          .addColumn("id", "integer", id)
          .addColumn("started_at", millis, (c) => c.notNull())
          .addColumn("finished_at", millis)
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("staff_email", "text", (c) => c.notNull())
          .addColumn("files", "text", (c) => c.notNull())
          .addColumn("error", "text")
          .execute();
      },
    },
    // The warnings of the checks a publish runs on its pages before they go live.
    "0019-publish-warnings": {
      async up(db) {
        await db.schema.alterTable("content_publishes").addColumn("warnings", "text").execute();
      },
    },
    // The first interaction of a page load, beside its INP (app/lib/vitals.ts).
    "0020-first-interaction": {
      async up(db) {
        await db.schema.alterTable("web_vitals").addColumn("first_inp", "integer").execute();
      },
    },
    // The live preview replaced the previews built as whole sites; a client's link is kept.
    "0021-preview-links": {
      async up(db) {
        await db.schema.dropTable("content_previews").ifExists().execute();
        await db.schema
          .createTable("preview_links")
          .addColumn("id", "integer", id)
          .addColumn("file", "text", (c) => c.notNull())
          .addColumn("page", "text", (c) => c.notNull())
          .addColumn("files", "text", (c) => c.notNull())
          .addColumn("at", millis, (c) => c.notNull())
          .addColumn("made_by", "text", (c) => c.notNull())
          .addColumn("made_at", millis, (c) => c.notNull())
          .addColumn("expires_at", millis, (c) => c.notNull())
          .addColumn("revoked_at", millis)
          .addColumn("revoked_by", "text")
          .execute();
        await db.schema
          .createIndex("preview_links_file")
          .on("preview_links")
          .column("file")
          .execute();
      },
    },
    // Redirects, shared by every server; the old service names the code kept as aliases become
    // its first rows, in both languages, as their addresses were when they moved here.
    "0022-redirects": {
      async up(db) {
        await db.schema
          .createTable("redirects")
          .addColumn("from_path", "text", (c) => c.primaryKey())
          .addColumn("to_path", "text", (c) => c.notNull())
          .addColumn("reason", "text", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", millis, (c) => c.notNull())
          .addColumn("hits", millis, (c) => c.notNull().defaultTo(0))
          .addColumn("last_hit_at", millis)
          .execute();
        const ai = ["artificial-intelligence", "intelligence-artificielle"];
        const marketing = ["digital-marketing", "marketing-numerique"];
        const aliases: Array<[string[], string, string, string]> = [
          [ai, "ai-poc-mvp", "ai-poc-ai-mvp", "preuve-de-concept-et-pmv-ia"],
          [marketing, "search-engine-optimization", "seo", "referencement-naturel"],
          [marketing, "social-media-marketing", "smm", "marketing-medias-sociaux"],
          [marketing, "paid-advertising", "ppc", "publicite-paiement-par-clic"],
        ];
        const created = { reason: "alias", created_by: "developers", created_at: Date.now() };
        await db
          .insertInto("redirects")
          .values(
            aliases.flatMap(([[en, fr], old, slug, frSlug]) => [
              {
                from_path: `/services/${en}/${old}`,
                to_path: `/services/${en}/${slug}`,
                ...created,
              },
              {
                from_path: `/fr/services/${fr}/${old}`,
                to_path: `/fr/services/${fr}/${frSlug}`,
                ...created,
              },
            ]),
          )
          .execute();
      },
    },
    // Publishes set for a later time; the ticker of every server reads the waiting ones due.
    "0023-content-schedules": {
      async up(db) {
        await db.schema
          .createTable("content_schedules")
          .addColumn("id", "integer", id)
          .addColumn("files", "text", (c) => c.notNull())
          .addColumn("run_at", millis, (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("staff_id", "integer", (c) => c.notNull())
          .addColumn("staff_email", "text", (c) => c.notNull())
          .addColumn("created_at", millis, (c) => c.notNull())
          .addColumn("claimed_at", millis)
          .addColumn("publish_id", "integer")
          .addColumn("finished_at", millis)
          .addColumn("error", "text")
          .execute();
        await db.schema
          .createIndex("content_schedules_due")
          .on("content_schedules")
          .columns(["status", "run_at"])
          .execute();
      },
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrations(engine) };
}
