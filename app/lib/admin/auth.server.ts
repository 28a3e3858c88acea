/**
 * The back office's accounts and sessions. Passwords are argon2id hashes; a session is a random
 * token in the visitor's cookie, of which the database keeps only the SHA-256, so a copy of the
 * database signs nobody in. A session ends when unused for ADMIN_IDLE_MS, ADMIN_SESSION_MAX_MS
 * after it began, at sign-out, and when its account is disabled.
 *
 * Every attempt (a password or a code) is counted in the shared rate-limit table before anything
 * is verified, so requests sent at once verify at most the limit: per account and address, per
 * address, and per account over all browsers that never signed in to it. A browser that did
 * carries a signed device cookie and keeps a count of its own (OWASP's device cookies), so
 * whoever knows an email cannot keep its owner out. An unknown email costs the same work and
 * gets the same answer as a wrong password.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { hash, verify } from "@node-rs/argon2";
import { RateLimiterRes } from "rate-limiter-flexible";
import { newSecret, sameSecret } from "../abuse.server";
import type { Store } from "../db.server";
import type { ServerEnv } from "../env.server";
import { AuditLog } from "./audit.server";
import { PASSWORD_MIN } from "./fields";
import { type Access, accessOfRow, type Role, roleLabel } from "./roles";

export type { Role };
export { PASSWORD_MIN };

export type Staff = Access & {
  id: number;
  email: string;
  name: string;
  hasPassword: boolean;
  hasTotp: boolean;
  createdAt: string;
  disabledAt: string | null;
};

export type AdminSession = {
  staff: Staff;
  /** "password" while the second factor is still owed. */
  stage: "password" | "full";
  csrf: string;
  createdAt: number;
  /** When the person last gave their password (and code): sign-in or the confirm page. */
  reauthAt: number | null;
};

/** Refused: wrong, over a limit (retry after), or the server busy checking other passwords. */
export type Refusal = { ok: false; reason: "invalid" | "locked" | "busy"; retryAfterMs: number };

export type SignInResult =
  | { ok: true; token: string; stage: AdminSession["stage"]; device: string | null }
  | Refusal;

/** Who is trying: the account (as typed), the address, and the browser's device cookie. */
export type Attempt = { email: string; address: string; device?: string | undefined };

export const PASSWORD_MAX = 200;
/** How long a one-time link to set a password stays valid. */
export const LINK_TTL_MS = 72 * 60 * 60 * 1000;
/** A session's last use is written at most this often (a read per request, not a write). */
const SEEN_WRITE_MS = 60 * 1000;

export const newToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Why a new password is refused, or null when it will do. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN) {
    return `Use at least ${PASSWORD_MIN} characters (a few unrelated words make a strong one).`;
  }
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (password.toLowerCase().includes(email.split("@")[0]?.toLowerCase() || "\u0000")) {
    return "Choose a password that does not contain your email address.";
  }
  return null;
}

type Limiter = ReturnType<Store["rateLimiter"]>;

/** Password checks running in this process, against ADMIN_HASH_CONCURRENCY. */
let hashing = 0;

export class StaffAuth {
  private readonly limits: Record<"pair" | "device" | "address" | "account", Limiter>;
  /** Verified against when the email is unknown, so both answers take as long. */
  private decoy: Promise<string> | undefined;
  private deviceSecret: Promise<string> | undefined;
  private readonly auditLog: AuditLog;

  constructor(
    private readonly store: Store,
    private readonly env: ServerEnv,
  ) {
    this.auditLog = new AuditLog(store);
    const window = { durationMs: env.ADMIN_SIGNIN_WINDOW_MS };
    this.limits = {
      pair: store.rateLimiter("signin-pair", { points: env.ADMIN_SIGNIN_MAX, ...window }),
      device: store.rateLimiter("signin-device", { points: env.ADMIN_SIGNIN_MAX, ...window }),
      address: store.rateLimiter("signin-address", {
        points: env.ADMIN_SIGNIN_ADDRESS_MAX,
        ...window,
      }),
      account: store.rateLimiter("signin-account", {
        points: env.ADMIN_SIGNIN_ACCOUNT_MAX,
        durationMs: env.ADMIN_SIGNIN_ACCOUNT_WINDOW_MS,
      }),
    };
  }

  /**
   * The counts an attempt goes against, in order: a browser the account signed in from before
   * has its own; any other is counted per account and address, per address, and per account.
   */
  private async countsFor({ email, address, device }: Attempt) {
    const account = email.trim().toLowerCase();
    const nonce = device && (await this.deviceNonce(account, device));
    if (nonce) return [{ limiter: this.limits.device, key: `dev:${nonce}` }];
    return [
      { limiter: this.limits.pair, key: `pair:${account}|${address}` },
      { limiter: this.limits.address, key: address },
      { limiter: this.limits.account, key: `acct:${account}` },
    ];
  }

  /**
   * Counts an attempt before anything is checked, one count after the other: a count is
   * atomic in the database, so N attempts sent at once pass at most the limit, and an attempt
   * refused by its own pair's count costs the account-wide count nothing.
   */
  private async admit(attempt: Attempt): Promise<Refusal | undefined> {
    for (const { limiter, key } of await this.countsFor(attempt)) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, reason: "locked", retryAfterMs: rejection.msBeforeNext };
        }
        throw rejection;
      }
    }
    return undefined;
  }

  /**
   * A complete sign-in clears the counts of the account's own pair and browser, and gives back
   * the point this attempt took from its address and the account (a team behind one office
   * address signs in all day); a half sign-in (the code still owed) clears nothing.
   */
  private async clearCounts(attempt: Attempt) {
    const own = [this.limits.pair, this.limits.device];
    await Promise.all(
      (await this.countsFor(attempt)).map(({ limiter, key }) =>
        own.includes(limiter) ? limiter.delete(key) : limiter.reward(key, 1),
      ),
    );
  }

  /**
   * Runs a password check unless this process already runs its share: argon2 is made to be
   * costly, and an anonymous client must not be able to make the server do it without bound.
   */
  private async checkPassword(stored: string, password: string): Promise<boolean | "busy"> {
    if (hashing >= this.env.ADMIN_HASH_CONCURRENCY) return "busy";
    hashing++;
    try {
      return await verify(stored, password).catch(() => false);
    } finally {
      hashing--;
    }
  }

  /**
   * A TOTP code for this account, accepted once: the time step it belongs to must be later
   * than the last one accepted, written in the same statement that checks it, so the same
   * code sent twice at once signs in once.
   */
  private async acceptCode(staffId: number, code: string): Promise<boolean> {
    const secret = await this.totpSecret(staffId);
    if (!secret || !/^\d{6}$/.test(code)) return false;
    const match = await verifyTOTP({ otp: code, secret, period: TOTP_PERIOD_S });
    if (!match) return false;
    return this.claimStep(staffId, currentStep() + match.delta);
  }

  private async claimStep(staffId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("staff")
      .set({ totp_last_step: step })
      .where("id", "=", staffId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The cookie that marks this browser as one the account signed in from. */
  async issueDevice(email: string): Promise<string> {
    const nonce = newToken();
    return `${nonce}.${await this.deviceSignature(email, nonce)}`;
  }

  private async deviceNonce(email: string, cookie: string): Promise<string | undefined> {
    const [nonce, signature] = cookie.split(".");
    if (!nonce || !signature || cookie.length > 200) return undefined;
    const expected = await this.deviceSignature(email, nonce);
    return sameSecret(signature, expected) ? nonce : undefined;
  }

  private async deviceSignature(email: string, nonce: string) {
    this.deviceSecret ??= this.store.setting("device-secret", newSecret);
    return createHmac("sha256", await this.deviceSecret)
      .update(`${email.trim().toLowerCase()}|${nonce}`)
      .digest("base64url");
  }

  private get db() {
    return this.store.db;
  }

  async listStaff(): Promise<Staff[]> {
    const rows = await this.db.selectFrom("staff").selectAll().orderBy("id").execute();
    return rows.map(toStaff);
  }

  async staffById(id: number): Promise<Staff | undefined> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toStaff(row);
  }

  async staffByEmail(email: string): Promise<Staff | undefined> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row && toStaff(row);
  }

  /** Adds an account without a password; its one-time link sets one. */
  async createStaff(
    input: { email: string; name: string } & Pick<Access, "role"> & Partial<Access>,
  ): Promise<Staff> {
    const row = await this.db
      .insertInto("staff")
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        content_language: input.role === "editor" ? (input.contentLanguage ?? null) : null,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toStaff(row);
  }

  /** A link token that lets the account set its password once; earlier links stop working. */
  async issueLink(staffId: number, now = Date.now()): Promise<string> {
    const token = newToken();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("staff_tokens").where("staff_id", "=", staffId).execute();
      await trx
        .insertInto("staff_tokens")
        .values({ token_hash: tokenHash(token), staff_id: staffId, expires_at: now + LINK_TTL_MS })
        .execute();
    });
    return token;
  }

  /** The account a link is for, while it is unused and unexpired. */
  async linkOwner(token: string, now = Date.now()): Promise<Staff | undefined> {
    const row = await this.db
      .selectFrom("staff_tokens")
      .innerJoin("staff", "staff.id", "staff_tokens.staff_id")
      .selectAll("staff")
      .where("staff_tokens.token_hash", "=", tokenHash(token))
      .where("staff_tokens.used_at", "is", null)
      .where("staff_tokens.expires_at", ">", now)
      .where("staff.disabled_at", "is", null)
      .executeTakeFirst();
    return row && toStaff(row);
  }

  /**
   * Sets the password of the link's account and uses the link up; every session the account
   * had ends (a reset after a suspected compromise must lock the old sessions out).
   */
  async setPasswordWithLink(token: string, password: string, now = Date.now()) {
    const staff = await this.linkOwner(token, now);
    if (!staff) return undefined;
    const passwordHash = await hash(password);
    const used = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("staff_tokens")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await trx
        .updateTable("staff")
        .set({ password_hash: passwordHash })
        .where("id", "=", staff.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
      return true;
    });
    return used ? staff : undefined;
  }

  /**
   * Checks an email and password, once the attempt is counted (see `admit`). Past a limit,
   * even the right password is refused until the window ends, and the answer does not say
   * whether the account exists.
   */
  async signIn(email: string, password: string, address: string, device?: string) {
    const attempt = { email, address, device };
    const refused = await this.admit(attempt);
    if (refused) return refused;
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    this.decoy ??= hash(newToken());
    const matches = await this.checkPassword(row?.password_hash ?? (await this.decoy), password);
    if (matches === "busy") return busy();
    const usable = Boolean(row?.password_hash) && !row?.disabled_at;
    if (!row || !matches || !usable) {
      if (row)
        await this.auditLog.record(toStaff(row), "sign-in refused", { detail: "wrong password" });
      return invalid();
    }
    const staff = toStaff(row);
    if (staff.hasTotp) {
      // Half signed in: the counts stay until the code is right too.
      return {
        ok: true,
        token: await this.startSession(staff.id, "password"),
        stage: "password",
        device: null,
      } satisfies SignInResult;
    }
    return this.finishSignIn(staff, attempt, "signed in");
  }

  private async finishSignIn(staff: Staff, attempt: Attempt, action: string, detail = "") {
    await this.clearCounts(attempt);
    const token = await this.startSession(staff.id, "full");
    await this.auditLog.record(staff, action, { detail });
    const device = await this.issueDevice(staff.email);
    return { ok: true, token, stage: "full", device } satisfies SignInResult;
  }

  /** A new session: a fresh token every time, so none chosen before sign-in survives it. */
  private async startSession(staffId: number, stage: AdminSession["stage"], now = Date.now()) {
    const token = newToken();
    await this.db
      .insertInto("staff_sessions")
      .values({
        id_hash: tokenHash(token),
        staff_id: staffId,
        stage,
        csrf: newToken(),
        created_at: now,
        seen_at: now,
        reauth_at: stage === "full" ? now : null,
      })
      .execute();
    return token;
  }

  /** The session a cookie's token names, if it is still alive; its last use is recorded. */
  async session(token: string | undefined, now = Date.now()): Promise<AdminSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const row = await this.db
      .selectFrom("staff_sessions")
      .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
      .selectAll("staff")
      .select([
        "staff_sessions.stage",
        "staff_sessions.csrf",
        "staff_sessions.created_at as session_created_at",
        "staff_sessions.seen_at",
        "staff_sessions.reauth_at",
      ])
      .where("staff_sessions.id_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const idle = now - Number(row.seen_at) > this.env.ADMIN_IDLE_MS;
    const old = now - Number(row.session_created_at) > this.env.ADMIN_SESSION_MAX_MS;
    if (idle || old || row.disabled_at) {
      await this.endSession(token);
      return undefined;
    }
    if (now - Number(row.seen_at) > Math.min(SEEN_WRITE_MS, this.env.ADMIN_IDLE_MS / 10)) {
      await this.db
        .updateTable("staff_sessions")
        .set({ seen_at: now })
        .where("id_hash", "=", tokenHash(token))
        .execute();
    }
    return {
      staff: toStaff(row),
      stage: row.stage === "full" ? "full" : "password",
      csrf: row.csrf,
      createdAt: Number(row.session_created_at),
      reauthAt: row.reauth_at === null ? null : Number(row.reauth_at),
    };
  }

  /**
   * The second step for an account with TOTP: a code is an attempt like a password, counted
   * the same way before it is checked. A right code replaces the half-signed-in session by a
   * new one (a new token).
   */
  async completeSecondFactor(
    token: string,
    code: string,
    address: string,
    device?: string,
  ): Promise<SignInResult> {
    const session = await this.session(token);
    if (session?.stage !== "password" || !session.staff.hasTotp) return invalid();
    const attempt = { email: session.staff.email, address, device };
    const refused = await this.admit(attempt);
    if (refused) {
      await this.endSession(token);
      return refused;
    }
    if (!(await this.acceptCode(session.staff.id, code))) {
      await this.auditLog.record(session.staff, "sign-in refused", { detail: "wrong code" });
      return invalid();
    }
    await this.endSession(token);
    return this.finishSignIn(session.staff, attempt, "signed in", "with a second factor");
  }

  /**
   * The confirm page: the signed-in person gives their password again (and a code when the
   * account has one), counted like a sign-in; sensitive changes ask for this to be recent.
   */
  async reauthenticate(
    token: string,
    session: AdminSession,
    {
      password,
      code,
      address,
      device,
    }: { password: string; code: string } & Omit<Attempt, "email">,
  ): Promise<{ ok: true } | Refusal> {
    const attempt = { email: session.staff.email, address, device };
    const refused = await this.admit(attempt);
    if (refused) return refused;
    const row = await this.db
      .selectFrom("staff")
      .select("password_hash")
      .where("id", "=", session.staff.id)
      .executeTakeFirst();
    if (!row?.password_hash) return invalid();
    const matches = await this.checkPassword(row.password_hash, password);
    if (matches === "busy") return busy();
    const codeOk =
      matches && (!session.staff.hasTotp || (await this.acceptCode(session.staff.id, code)));
    if (!codeOk) {
      await this.auditLog.record(session.staff, "confirmation refused", {
        detail: matches ? "wrong code" : "wrong password",
      });
      return invalid();
    }
    await this.clearCounts(attempt);
    await this.db
      .updateTable("staff_sessions")
      .set({ reauth_at: Date.now() })
      .where("id_hash", "=", tokenHash(token))
      .execute();
    await this.auditLog.record(session.staff, "confirmed it was them");
    return { ok: true };
  }

  /** Whether the session gave its password recently enough for a sensitive change. */
  recentlyConfirmed(session: AdminSession, now = Date.now()): boolean {
    return session.reauthAt !== null && now - session.reauthAt <= this.env.ADMIN_REAUTH_MS;
  }

  private async totpSecret(staffId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom("staff")
      .select("totp_secret")
      .where("id", "=", staffId)
      .executeTakeFirst();
    return row?.totp_secret ?? null;
  }

  /** The address an authenticator app reads (as a QR code or typed in) for a new secret. */
  totpUri(email: string, secret: string) {
    return getTOTPAuthUri({
      secret,
      accountName: email,
      issuer: "Maplestack",
      period: TOTP_PERIOD_S,
      digits: 6,
      algorithm: "SHA-1",
    });
  }

  /** Turns the second factor on once the person proves their app has the secret. */
  async enableTotp(staff: Staff, secret: string, code: string): Promise<boolean> {
    if (!/^[A-Z2-7]{16,64}$/.test(secret) || !/^\d{6}$/.test(code)) return false;
    const match = await verifyTOTP({ otp: code, secret, period: TOTP_PERIOD_S });
    if (!match) return false;
    // The code that proved the app is used up: it cannot sign in a second time.
    await this.db
      .updateTable("staff")
      .set({ totp_secret: secret, totp_last_step: currentStep() + match.delta })
      .where("id", "=", staff.id)
      .execute();
    await this.auditLog.record(staff, "turned on a second factor");
    return true;
  }

  async disableTotp(actor: Staff | null, staffId: number): Promise<void> {
    await this.db
      .updateTable("staff")
      .set({ totp_secret: null })
      .where("id", "=", staffId)
      .execute();
    const target = await this.staffById(staffId);
    await this.auditLog.record(actor ?? "command line", "turned off a second factor", {
      detail: target?.email ?? "",
    });
  }

  async endSession(token: string): Promise<void> {
    await this.db.deleteFrom("staff_sessions").where("id_hash", "=", tokenHash(token)).execute();
  }

  /** A new role (and, for an editor, the language they may change), written in the log. */
  async setRole(actor: Staff, staffId: number, access: Access) {
    const contentLanguage = access.role === "editor" ? access.contentLanguage : null;
    await this.db
      .updateTable("staff")
      .set({ role: access.role, content_language: contentLanguage })
      .where("id", "=", staffId)
      .execute();
    const target = await this.staffById(staffId);
    await this.auditLog.record(
      actor,
      `made ${roleLabel({ role: access.role, contentLanguage }).toLowerCase()}`,
      { detail: target?.email ?? "" },
    );
  }

  /** A disabled account cannot sign in, and its sessions end at once. */
  async setDisabled(actor: Staff, staffId: number, disabled: boolean) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff")
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where("id", "=", staffId)
        .execute();
      if (disabled)
        await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
    });
    const target = await this.staffById(staffId);
    await this.auditLog.record(actor, disabled ? "disabled account" : "enabled account", {
      detail: target?.email ?? "",
    });
  }

  /** Sessions past their idle or absolute limit, removed (each server runs it now and then). */
  async sweepSessions(now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom("staff_sessions")
      .where((eb) =>
        eb.or([
          eb("seen_at", "<", now - this.env.ADMIN_IDLE_MS),
          eb("created_at", "<", now - this.env.ADMIN_SESSION_MAX_MS),
        ]),
      )
      .execute();
    await this.db.deleteFrom("staff_tokens").where("expires_at", "<", now).execute();
  }
}

const TOTP_PERIOD_S = 30;
const currentStep = (now = Date.now()) => Math.floor(now / 1000 / TOTP_PERIOD_S);

const invalid = (): Refusal => ({ ok: false, reason: "invalid", retryAfterMs: 0 });
const busy = (): Refusal => ({ ok: false, reason: "busy", retryAfterMs: 1000 });

type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  content_language: string | null;
  password_hash: string | null;
  totp_secret: string | null;
  created_at: string;
  disabled_at: string | null;
};

function toStaff(row: StaffRow): Staff {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    ...accessOfRow(row.role, row.content_language),
    hasPassword: Boolean(row.password_hash),
    hasTotp: Boolean(row.totp_secret),
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}
