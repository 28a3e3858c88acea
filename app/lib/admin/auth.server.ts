/**
 * The back office's accounts and sessions. Passwords are argon2id hashes; a session is a random
 * token in the visitor's cookie, of which the database keeps only the SHA-256, so a copy of the
 * database signs nobody in. A session ends when unused for ADMIN_IDLE_MS, ADMIN_SESSION_MAX_MS
 * after it began, at sign-out, and when its account is disabled. Failed sign-ins are counted per
 * account and per address in the shared rate-limit table; an unknown e-mail costs the same work
 * and gets the same answer as a wrong password.
 */
import { createHash, randomBytes } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { hash, verify } from "@node-rs/argon2";
import type { LeadStore } from "../db.server";
import type { ServerEnv } from "../env.server";
import { PASSWORD_MIN } from "./fields";

export { PASSWORD_MIN };

export type Role = "owner" | "staff";

export type Staff = {
  id: number;
  email: string;
  name: string;
  role: Role;
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
};

export type SignInResult =
  | { ok: true; token: string; stage: AdminSession["stage"] }
  | { ok: false; reason: "invalid" | "locked"; retryAfterMs: number };

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
    return "Choose a password that does not contain your e-mail address.";
  }
  return null;
}

type Limiter = ReturnType<LeadStore["rateLimiter"]>;

export class StaffAuth {
  private readonly limits: { account: Limiter; address: Limiter };
  /** Verified against when the e-mail is unknown, so both answers take as long. */
  private decoy: Promise<string> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly env: ServerEnv,
  ) {
    const durationMs = env.ADMIN_SIGNIN_WINDOW_MS;
    this.limits = {
      account: store.rateLimiter("signin-account", { points: env.ADMIN_SIGNIN_MAX, durationMs }),
      address: store.rateLimiter("signin-address", {
        points: env.ADMIN_SIGNIN_ADDRESS_MAX,
        durationMs,
      }),
    };
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
  async createStaff(input: { email: string; name: string; role: Role }): Promise<Staff> {
    const row = await this.db
      .insertInto("staff")
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
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
   * Checks an e-mail and password. The attempt counts against the account and the address
   * unless it succeeds; past the limit, even the right password is refused until the window
   * ends, and the answer does not say whether the account exists.
   */
  async signIn(email: string, password: string, address: string): Promise<SignInResult> {
    const account = `acct:${email.trim().toLowerCase()}`;
    const [byAccount, byAddress] = await Promise.all([
      this.limits.account.get(account),
      this.limits.address.get(address),
    ]);
    const locked = [
      [byAccount, this.env.ADMIN_SIGNIN_MAX],
      [byAddress, this.env.ADMIN_SIGNIN_ADDRESS_MAX],
    ] as const;
    for (const [res, max] of locked) {
      if (res && res.consumedPoints >= max) {
        return { ok: false, reason: "locked", retryAfterMs: res.msBeforeNext };
      }
    }

    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    this.decoy ??= hash(newToken());
    const stored = row?.password_hash ?? (await this.decoy);
    const matches = await verify(stored, password).catch(() => false);
    const usable = Boolean(row?.password_hash) && !row?.disabled_at;
    if (!row || !matches || !usable) {
      await Promise.all([
        this.limits.account.penalty(account),
        this.limits.address.penalty(address),
      ]);
      if (row) await this.audit(toStaff(row), "sign-in refused", null, "wrong password");
      return { ok: false, reason: "invalid", retryAfterMs: 0 };
    }
    await this.limits.account.delete(account);
    const staff = toStaff(row);
    const stage = staff.hasTotp ? "password" : "full";
    const token = await this.startSession(staff.id, stage);
    if (stage === "full") await this.audit(staff, "signed in");
    return { ok: true, token, stage };
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
    };
  }

  /**
   * The second step for an account with TOTP: a right code replaces the half-signed-in session
   * by a new one (a new token), a wrong one counts like a wrong password.
   */
  async completeSecondFactor(token: string, code: string, address: string): Promise<SignInResult> {
    const session = await this.session(token);
    if (session?.stage !== "password" || !session.staff.hasTotp) {
      return { ok: false, reason: "invalid", retryAfterMs: 0 };
    }
    const account = `acct:${session.staff.email}`;
    const res = await this.limits.account.get(account);
    if (res && res.consumedPoints >= this.env.ADMIN_SIGNIN_MAX) {
      await this.endSession(token);
      return { ok: false, reason: "locked", retryAfterMs: res.msBeforeNext };
    }
    const secret = await this.totpSecret(session.staff.id);
    const valid = secret && /^\d{6}$/.test(code) && (await verifyTOTP({ otp: code, secret }));
    if (!valid) {
      await Promise.all([
        this.limits.account.penalty(account),
        this.limits.address.penalty(address),
      ]);
      await this.audit(session.staff, "sign-in refused", null, "wrong code");
      return { ok: false, reason: "invalid", retryAfterMs: 0 };
    }
    await this.limits.account.delete(account);
    await this.endSession(token);
    const fresh = await this.startSession(session.staff.id, "full");
    await this.audit(session.staff, "signed in", null, "with a second factor");
    return { ok: true, token: fresh, stage: "full" };
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
      period: 30,
      digits: 6,
      algorithm: "SHA-1",
    });
  }

  /** Turns the second factor on once the person proves their app has the secret. */
  async enableTotp(staff: Staff, secret: string, code: string): Promise<boolean> {
    if (!/^[A-Z2-7]{16,64}$/.test(secret) || !/^\d{6}$/.test(code)) return false;
    if (!(await verifyTOTP({ otp: code, secret }))) return false;
    await this.db
      .updateTable("staff")
      .set({ totp_secret: secret })
      .where("id", "=", staff.id)
      .execute();
    await this.audit(staff, "turned on a second factor");
    return true;
  }

  async disableTotp(actor: Staff | null, staffId: number): Promise<void> {
    await this.db
      .updateTable("staff")
      .set({ totp_secret: null })
      .where("id", "=", staffId)
      .execute();
    const target = await this.staffById(staffId);
    await this.audit(actor, "turned off a second factor", null, target?.email ?? "");
  }

  async endSession(token: string): Promise<void> {
    await this.db.deleteFrom("staff_sessions").where("id_hash", "=", tokenHash(token)).execute();
  }

  async setRole(actor: Staff, staffId: number, role: Role) {
    await this.db.updateTable("staff").set({ role }).where("id", "=", staffId).execute();
    const target = await this.staffById(staffId);
    await this.audit(actor, `made ${role}`, null, target?.email ?? "");
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
    await this.audit(
      actor,
      disabled ? "disabled account" : "enabled account",
      null,
      target?.email ?? "",
    );
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

  async audit(actor: Staff | null, action: string, leadId: number | null = null, detail = "") {
    await this.db
      .insertInto("audit_log")
      .values({
        at: new Date().toISOString(),
        staff_id: actor?.id ?? null,
        staff_email: actor?.email ?? "command line",
        action,
        lead_id: leadId,
        detail: detail.slice(0, 500),
      })
      .execute();
  }
}

type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: string;
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
    role: row.role === "owner" ? "owner" : "staff",
    hasPassword: Boolean(row.password_hash),
    hasTotp: Boolean(row.totp_secret),
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}
