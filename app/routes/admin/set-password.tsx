import { data, Form, redirect } from "react-router";
import { AdminButton, AuthFrame, fieldClass, labelClass, Notice } from "~/components/admin/ui";
import { passwordProblem } from "~/lib/admin/auth.server";
import { PASSWORD_MIN } from "~/lib/admin/fields";
import { backOffice, readForm, UNREADABLE_FORM } from "~/lib/admin/session.server";
import type { Route } from "./+types/set-password";

export const meta = () => [
  { title: "Set your password · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/** A one-time link (from `npm run admin:create` or an owner) lets its person choose a password. */
export async function loader({ params }: Route.LoaderArgs) {
  const { auth } = await backOffice();
  const staff = await auth.linkOwner(params.token);
  if (!staff) {
    return data({ valid: false as const, email: "", name: "" }, { status: 410 });
  }
  return { valid: true as const, email: staff.email, name: staff.name };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { auth, audit } = await backOffice();
  const staff = await auth.linkOwner(params.token);
  if (!staff) return data({ error: "This link has expired or was already used." }, 410);
  const form = await readForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, 400);
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const problem =
    passwordProblem(password, staff.email) ??
    (password === confirm ? null : "The two passwords are not the same.");
  if (problem) return data({ error: problem }, 400);
  const done = await auth.setPasswordWithLink(params.token, password);
  if (!done) return data({ error: "This link has expired or was already used." }, 410);
  await audit.record(done, "set a password");
  throw redirect("/admin/sign-in?done=password-set");
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AuthFrame title="This link no longer works">
        <p className="text-ink-muted">
          Sign-in links work once and for three days. Ask an owner of the account for a new one.
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Set your password">
      <p className="text-ink-muted text-sm">
        For <strong className="text-ink">{loaderData.name}</strong> ({loaderData.email}). Use at
        least {PASSWORD_MIN} characters; a few unrelated words make a strong, memorable password.
      </p>
      {actionData?.error ? (
        <Notice tone="error" id="password-error">
          {actionData.error}
        </Notice>
      ) : null}
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
        <div>
          <label htmlFor="password" className={labelClass}>
            New password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            required
            aria-describedby={actionData?.error ? "password-error" : undefined}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="confirm" className={labelClass}>
            The same password again
          </label>
          <input
            id="confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            className={fieldClass}
          />
        </div>
        <AdminButton>Set password</AdminButton>
      </Form>
    </AuthFrame>
  );
}
