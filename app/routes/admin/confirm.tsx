import { data, redirect } from "react-router";
import {
  AdminButton,
  AuthFrame,
  CodeField,
  fieldClass,
  labelClass,
  Notice,
  PostForm,
} from "~/components/admin/ui";
import {
  deviceOf,
  readPost,
  requireStaff,
  safeNext,
  sessionToken,
} from "~/lib/admin/session.server";
import { clientIp } from "~/lib/request.server";
import type { Route } from "./+types/confirm";

export const meta = () => [
  { title: "Confirm it's you · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Before a sensitive change (the second factor, the team's roles, access and links), the
 * signed-in person gives their password again, and their code when they have one: a session
 * taken over, or a screen left unlocked, is not enough to make those changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { csrf, staff } = await requireStaff(request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return { csrf, next, email: staff.email, hasTotp: staff.hasTotp };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request);
  const form = await readPost(request, session);
  const next = safeNext(String(form.get("next") ?? ""));
  const token = sessionToken(request) ?? "";
  const result = await session.auth.reauthenticate(token, session, {
    password: String(form.get("password") ?? "").slice(0, 1000),
    code: String(form.get("code") ?? "").replace(/\s/g, ""),
    address: clientIp(request),
    device: deviceOf(request),
  });
  if (result.ok) throw redirect(next);
  const error =
    result.reason === "locked"
      ? "Too many attempts. For your security, please wait a few minutes and try again."
      : result.reason === "busy"
        ? "Checking passwords is busy just now. Please try again in a moment."
        : session.staff.hasTotp
          ? "That password and code do not match your account."
          : "That password does not match your account.";
  const status = { locked: 429, busy: 503, invalid: 401 }[result.reason];
  return data({ error }, status);
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <AuthFrame title="Confirm it's you">
      <p className="text-ink-muted text-sm">
        This change needs your password again
        {loaderData.hasTotp ? ", and a code from your authenticator app" : ""}. You will not be
        asked again for the next few minutes.
      </p>
      {error ? (
        <Notice tone="error" id="confirm-error">
          {error}
        </Notice>
      ) : null}
      <PostForm
        csrf={loaderData.csrf}
        className="grid gap-5"
        aria-describedby={error ? "confirm-error" : undefined}
      >
        <input type="hidden" name="next" value={loaderData.next} />
        {/* The account's name, for password managers that fill by it. */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
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
        {loaderData.hasTotp ? <CodeField label="Six-digit code" /> : null}
        <AdminButton>Confirm</AdminButton>
      </PostForm>
    </AuthFrame>
  );
}
