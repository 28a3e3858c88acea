/**
 * The server's settings, read from environment variables and validated once: a wrong value
 * stops the start-up with a message naming it, rather than failing on the first lead.
 */
import { z } from "zod";
import { allowHostsSetting } from "./safe-fetch.server";
import { trustProxySetting } from "./trust-proxy.server";

const number = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const envSchema = z
  .object({
    DATA_DIR: z.string().min(1).default("./data"),
    /**
     * The site's words as shipped with this build (content/en, content/fr): where the published
     * content's repository starts from on first use.
     */
    CONTENT_DIR: z.string().min(1).default("./content"),
    /**
     * What the back office publishes: the content's repository and history (repo/), the
     * releases built from it (releases/, `current` naming the live one). Two app servers share
     * it. By default, `site` in DATA_DIR.
     */
    SITE_DIR: z.string().min(1).optional(),
    /**
     * The bytes of images one person may store by uploading in a Toronto day, all servers
     * counted together: 50 MB, a few hundred photos as the site keeps them.
     */
    UPLOAD_BYTES_PER_DAY: number(50 * 1024 * 1024),
    /** PostgreSQL (postgres://…) instead of the embedded SQLite file: for several app servers. */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    /** The site's public address (https://maplestack.ca), accepted as the Origin of a POST. */
    PUBLIC_ORIGIN: z.url().optional(),
    /** The proxies in front, whose X-Forwarded-For and -Proto are believed: a count or addresses. */
    TRUST_PROXY: trustProxySetting.optional(),
    /** Secret for signing form render times; without it one is kept in the database. */
    FORM_SECRET: z.string().min(32).optional(),
    MIN_FILL_MS: number(3000),
    /** How long a visitor may take back the cancellation of a booking; its emails wait as long. */
    BOOKING_UNDO_MS: number(60_000),
    RATE_LIMIT_MAX: number(8),
    RATE_LIMIT_WINDOW_MS: number(10 * 60 * 1000),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_SECURE: z.enum(["true", "false"]).default("false"),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    /** Who receives new leads, and who they come from. */
    LEADS_TO: z.email().default("hello@maplestack.ca"),
    MAIL_FROM: z.email().default("website@maplestack.ca"),
    OUTBOX_POLL_MS: number(5000),
    OUTBOX_RETRY_BASE_MS: number(30_000),
    OUTBOX_RETRY_MAX_MS: number(60 * 60 * 1000),
    /** How long a server holds the notifications it is sending before another may take them. */
    OUTBOX_LEASE_MS: number(2 * 60 * 1000),
    /**
     * The hosts' own calendars (CalDAV): how often bookings are written there (and failed writes
     * retried), how long one request may take, how old a reading of busy times may be.
     */
    CALENDAR_SYNC_MS: number(30_000),
    CALENDAR_TIMEOUT_MS: number(5000),
    CALENDAR_BUSY_MAX_AGE_MS: number(60_000),
    /**
     * Calendar servers that may be reached over plain http and inside this network (an office
     * Nextcloud, the tests' Radicale): every other one must be https on a public address.
     */
    CALDAV_ALLOW_HOSTS: allowHostsSetting.default([]),
    /** The back office: a session ends after this long unused, and after this long at most. */
    ADMIN_IDLE_MS: number(30 * 60 * 1000),
    ADMIN_SESSION_MAX_MS: number(12 * 60 * 60 * 1000),
    /**
     * Sign-in attempts (passwords and codes) allowed in a window: per account from one address
     * (or from one browser that signed in before), and per address whatever the account.
     */
    ADMIN_SIGNIN_MAX: number(5),
    ADMIN_SIGNIN_ADDRESS_MAX: number(20),
    ADMIN_SIGNIN_WINDOW_MS: number(15 * 60 * 1000),
    /**
     * Attempts on one account from browsers it has never signed in from, all addresses together,
     * in a longer window: guesses spread over many addresses are slowed, while the account's own
     * browsers keep their own count.
     */
    ADMIN_SIGNIN_ACCOUNT_MAX: number(30),
    ADMIN_SIGNIN_ACCOUNT_WINDOW_MS: number(60 * 60 * 1000),
    /** Password checks (argon2) one server runs at once; more are refused, not queued. */
    ADMIN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** How recent a password check must be for a sensitive change (second factor, team). */
    ADMIN_REAUTH_MS: number(5 * 60 * 1000),
    /**
     * A request header in which a proxy or CDN in front names the visitor's country (two
     * letters, e.g. Cloudflare's CF-IPCountry): analytics count it; nothing else is looked up.
     */
    ANALYTICS_COUNTRY_HEADER: z.string().min(1).optional(),
    /** Page views counted per address per ten minutes (a reader opens many pages; a script more). */
    ANALYTICS_RATE_MAX: number(300),
    /** Leads are anonymised this many months after they were last worked on. */
    LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  })
  .refine((env) => !env.SMTP_HOST || env.SMTP_PORT, {
    message: "SMTP_PORT is required when SMTP_HOST is set",
    path: ["SMTP_PORT"],
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASS), {
    message: "SMTP_USER and SMTP_PASS go together",
    path: ["SMTP_PASS"],
  });

export type ServerEnv = z.output<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(blankless);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid server settings:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}
