/**
 * What every back-office route runs first. Loaders and actions run in parallel, so each one
 * asks for the session itself (`requireStaff`): a child route never relies on its layout's
 * check. A state change also needs its Origin and the session's CSRF token (`readPost`).
 *
 * The session cookie is `HttpOnly; SameSite=Lax; Path=/`; over HTTPS (or behind a proxy that
 * says so, with TRUST_PROXY) it is also `Secure` with the `__Host-` prefix, which a browser
 * accepts only from this host over HTTPS, with no Domain.
 */
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { sameSecret } from "../abuse.server";
import { services } from "../app.server";
import type { Store } from "../db.server";
import { isSameOrigin } from "../request.server";
import { AuditLog } from "./audit.server";
import { type AdminSession, newToken, type Role, StaffAuth } from "./auth.server";
import { CSRF_FIELD } from "./fields";
import { Inbox } from "./inbox.server";
import { editsContent } from "./roles";

export { CSRF_FIELD };

const SESSION = "maplestack-admin";
const SIGN_IN = "maplestack-signin";
const DEVICE = "maplestack-device";
/** A browser is remembered as the account's own for half a year after its last sign-in. */
const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;

const offices = new WeakMap<Store, { auth: StaffAuth; inbox: Inbox; audit: AuditLog }>();

/** The back office's services, over the site's one store. */
export async function backOffice() {
  const { store, env, analytics } = await services();
  let office = offices.get(store);
  if (!office) {
    office = {
      auth: new StaffAuth(store, env),
      inbox: new Inbox(store),
      audit: new AuditLog(store),
    };
    offices.set(store, office);
  }
  return { ...office, env, store, analytics };
}

const secure = (request: Request) => new URL(request.url).protocol === "https:";
const cookieName = (request: Request, base: string) => (secure(request) ? `__Host-${base}` : base);

function cookie(request: Request, base: string, value: string, maxAgeS: number) {
  const parts = [
    `${cookieName(request, base)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeS}`,
  ];
  if (secure(request)) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(request: Request, base: string): string | undefined {
  const name = cookieName(request, base);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export const sessionCookie = (request: Request, token: string, maxAgeMs: number) =>
  cookie(request, SESSION, token, Math.floor(maxAgeMs / 1000));
export const endSessionCookie = (request: Request) => cookie(request, SESSION, "", 0);
export const sessionToken = (request: Request) => readCookie(request, SESSION);

/** The sign-in form's own CSRF token: a cookie and a field that must match (login CSRF). */
export const signInCookie = (request: Request, token: string) =>
  cookie(request, SIGN_IN, token, 60 * 60);
export const signInToken = (request: Request) => readCookie(request, SIGN_IN);

const SIGN_IN_TOKEN = /^[\w-]{43}$/;
const issuedSignInToken = createContext<string | null>(null);

/**
 * The sign-in form's token for this request: the one its cookie holds, or a new one. A post
 * without JavaScript runs the action and then the loader, both with the cookies the browser
 * sent; a new token is kept for the request so that both hand out the same one, or the page
 * would set two different cookies and show a token that matches neither the cookie it keeps.
 */
export function signInFormToken(request: Request, context: Readonly<RouterContextProvider>) {
  const held = signInToken(request);
  if (held && SIGN_IN_TOKEN.test(held)) return held;
  const issued = context.get(issuedSignInToken) ?? newToken();
  context.set(issuedSignInToken, issued);
  return issued;
}

/**
 * Whether a sign-in post may be taken as this site's own form, not another site signing the
 * visitor in to an account of its choosing (login CSRF). Browsers name the page that sent a post
 * in Origin and Sec-Fetch-Site, which no page can set: a foreign one is refused, and this
 * site's own is enough, so a form whose one-hour cookie has expired or was never kept (a page
 * left open, cookies cleared) signs in at the first try. A post that names no origin, which no
 * current browser sends, needs the form's token to match its cookie.
 */
export function signInPostAllowed(
  request: Request,
  given: string,
  publicOrigin: string | undefined,
): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  if (request.headers.has("origin")) return isSameOrigin(request, publicOrigin);
  const expected = signInToken(request);
  return expected !== undefined && SIGN_IN_TOKEN.test(expected) && sameSecret(expected, given);
}

/** The mark of a browser that signed in to an account before (its own count of attempts). */
export const deviceCookie = (request: Request, value: string) =>
  cookie(request, DEVICE, value, DEVICE_MAX_AGE_S);
export const deviceOf = (request: Request) => readCookie(request, DEVICE);

/**
 * Where to go after signing in: only a back-office address of this site (no "//", and no "."
 * or ".." segment, which a browser would resolve to another part of the site).
 */
export function safeNext(next: string | null | undefined): string {
  if (
    next &&
    /^\/admin(\/[\w\-./]*)?(\?[\w\-=&%.+]*)?$/.test(next) &&
    !next.includes("//") &&
    !/\/\.{1,2}(\/|\?|$)/.test(next)
  ) {
    return next;
  }
  return "/admin/leads";
}

/**
 * The signed-in person, or a redirect to the sign-in page (with the address to come back to).
 * An account without the role asked for gets a 403, and nothing of the page.
 */
export async function requireStaff(
  request: Request,
  { role }: { role?: Exclude<Role, "staff"> } = {},
): Promise<AdminSession & Awaited<ReturnType<typeof backOffice>>> {
  const services = await backOffice();
  const session = await services.auth.session(sessionToken(request));
  if (session?.stage !== "full") {
    const url = new URL(request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`, {
      headers: session ? {} : { "Set-Cookie": endSessionCookie(request) },
    });
  }
  if (role === "owner" && session.staff.role !== "owner") {
    throw data({ message: "Only an owner of the account can open this page." }, { status: 403 });
  }
  if (role === "editor" && !editsContent(session.staff)) {
    throw data(
      { message: "Only an owner or an editor can change the site's content." },
      { status: 403 },
    );
  }
  return { ...session, ...services };
}

/**
 * For a sensitive change (the second factor, the team): the person must have given their
 * password within ADMIN_REAUTH_MS, or is sent to confirm it and come back to `back`.
 */
export function requireRecentAuth(session: AdminSession & { auth: StaffAuth }, back: string): void {
  if (!session.auth.recentlyConfirmed(session)) {
    throw redirect(`/admin/confirm?next=${encodeURIComponent(back)}`);
  }
}

/**
 * A post's form, or null when its body is not one (JSON, a multipart form cut off, a type no
 * form is sent as): the caller answers 400, as the public forms do, instead of failing.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  return request.formData().catch(() => null);
}

/** The refusal of a body that is not a form, in the words of the page that sent it. */
export const UNREADABLE_FORM =
  "This form could not be read. Open the page again and repeat the change.";

/**
 * A state change's form, once its Origin and CSRF token are checked: a post from another site,
 * or without the token of this session, is refused with a 403 before anything is read; a body
 * that is not a form, with a 400.
 */
export async function readPost(request: Request, session: AdminSession): Promise<FormData> {
  const { env } = await backOffice();
  if (!isSameOrigin(request, env.PUBLIC_ORIGIN)) {
    throw data({ message: "This form can only be sent from the back office." }, { status: 403 });
  }
  const form = await readForm(request);
  if (!form) throw data({ message: UNREADABLE_FORM }, { status: 400 });
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameSecret(token, session.csrf)) {
    throw data(
      { message: "This form has expired. Open the page again and repeat the change." },
      { status: 403 },
    );
  }
  return form;
}
