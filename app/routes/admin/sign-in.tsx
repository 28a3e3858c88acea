import { data, Form, redirect } from "react-router";
import { AdminButton, AuthFrame, fieldClass, labelClass, Notice } from "~/components/admin/ui";
import { addressParam, noticeParam, readQuery } from "~/lib/admin/query";
import {
  backOffice,
  deviceCookie,
  deviceOf,
  readForm,
  safeNext,
  sessionCookie,
  sessionToken,
  signInCookie,
  signInFormToken,
  signInPostAllowed,
  UNREADABLE_FORM,
} from "~/lib/admin/session.server";
import { clientIp } from "~/lib/request.server";
import type { Route } from "./+types/sign-in";

export const meta = () => [
  { title: "Sign in · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

const notices = {
  "signed-out": "You are signed out.",
  "password-set": "Your password is set. Sign in with it now.",
  expired: "Your session ended. Sign in again to carry on.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = await backOffice();
  const query = readQuery(new URL(request.url).searchParams, {
    next: addressParam,
    done: noticeParam(notices),
  });
  const next = safeNext(query.next);
  const session = await auth.session(sessionToken(request));
  if (session?.stage === "full") throw redirect(next);
  // After a post without JavaScript this runs again, after the action: it must name the same
  // token as the form the action answered with.
  const token = signInFormToken(request, context);
  return data(
    {
      token,
      next,
      notice: query.done ? notices[query.done] : null,
    },
    { headers: { "Set-Cookie": signInCookie(request, token) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, env } = await backOffice();
  const read = await readForm(request);
  const form = read ?? new FormData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1000);
  const next = safeNext(String(form.get("next") ?? ""));
  // Every form shown again comes with its cookie, so the next try is checked like a first one.
  const token = signInFormToken(request, context);
  const again = (status: number, error: string) =>
    data(
      { error, email, token, next },
      { status, headers: { "Set-Cookie": signInCookie(request, token) } },
    );
  if (!read) return again(400, UNREADABLE_FORM);
  if (!signInPostAllowed(request, String(form.get("token") ?? ""), env.PUBLIC_ORIGIN)) {
    return again(403, "This sign-in form could not be checked. Please sign in again.");
  }
  if (!email || !password) return again(400, "Enter your email address and your password.");
  const result = await auth.signIn(email, password, clientIp(request), deviceOf(request));
  if (!result.ok) {
    if (result.reason === "busy") {
      return again(503, "Signing in is busy just now. Please try again in a moment.");
    }
    if (result.reason === "locked") {
      const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
      return again(
        429,
        `Too many attempts. For your security, signing in is paused for ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
    return again(401, "That email address and password do not match an account.");
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, result.token, env.ADMIN_SESSION_MAX_MS));
  headers.append("Set-Cookie", signInCookie(request, ""));
  if (result.device) headers.append("Set-Cookie", deviceCookie(request, result.device));
  if (result.stage === "password") {
    throw redirect(`/admin/sign-in/code?next=${encodeURIComponent(next)}`, { headers });
  }
  throw redirect(next, { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const token = actionData?.token ?? loaderData.token;
  const error = actionData?.error;
  return (
    <AuthFrame title="Sign in">
      {loaderData.notice && !error ? <Notice tone="success">{loaderData.notice}</Notice> : null}
      {error ? (
        <Notice tone="error" id="sign-in-error">
          {error}
        </Notice>
      ) : null}
      <Form
        method="post"
        className="grid gap-5"
        aria-describedby={error ? "sign-in-error" : undefined}
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="next" value={actionData?.next ?? loaderData.next} />
        <div>
          <label htmlFor="email" className={labelClass}>
            Email address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="password" className={labelClass}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={fieldClass}
          />
        </div>
        <AdminButton>Sign in</AdminButton>
      </Form>
      <p className="text-ink-muted text-sm">
        Forgot your password? Ask an owner of the account for a new sign-in link.
      </p>
    </AuthFrame>
  );
}
