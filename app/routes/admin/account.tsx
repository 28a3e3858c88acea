import { generateTOTP } from "@epic-web/totp";
import { data } from "react-router";
import { AdminButton, CodeField, ConfirmFirst, Notice, PostForm } from "~/components/admin/ui";
import { roleLabel } from "~/lib/admin/roles";
import { readPost, requireRecentAuth, requireStaff } from "~/lib/admin/session.server";
import type { Route } from "./+types/account";

export const meta = () => [
  { title: "My account · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request);
  const { staff, csrf, auth } = session;
  const confirmed = auth.recentlyConfirmed(session);
  if (staff.hasTotp || !confirmed) return { csrf, staff, confirmed, setup: null };
  // A secret offered for the app; it is kept only once a code from it proves the app has it.
  const { secret } = await generateTOTP();
  return { csrf, staff, confirmed, setup: { secret, uri: auth.totpUri(staff.email, secret) } };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request);
  const form = await readPost(request, session);
  requireRecentAuth(session, "/admin/account");
  const { auth, staff } = session;
  if (form.get("intent") === "totp-on") {
    const secret = String(form.get("secret") ?? "");
    const code = String(form.get("code") ?? "").replace(/\s/g, "");
    if (!(await auth.enableTotp(staff, secret, code))) {
      return data(
        { error: "That code does not match. Enter the code the app shows now.", done: null },
        400,
      );
    }
    return { error: null, done: "Your app code is on: you will be asked for it at each sign-in." };
  }
  if (form.get("intent") === "totp-off") {
    await auth.disableTotp(staff, staff.id);
    return { error: null, done: "Your app code is off." };
  }
  return data({ error: "This change is not one the page offers.", done: null }, 400);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, csrf, setup, confirmed } = loaderData;
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">My account</h1>
      <p className="mt-1 text-ink-muted">
        {staff.name} · {staff.email} · {roleLabel(staff)}
      </p>
      <div className="mt-4 grid gap-3" aria-live="polite">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      </div>
      <section
        aria-labelledby="totp-heading"
        className="mt-6 max-w-2xl rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="totp-heading" className="font-semibold text-xl">
          Second factor: a code from an app
        </h2>
        {!confirmed ? (
          <>
            <p className="mt-2 text-ink-muted text-sm">
              {staff.hasTotp
                ? "On: each sign-in asks for a code from your authenticator app after your password."
                : "Off: signing in asks for your password only."}
            </p>
            <ConfirmFirst back="/admin/account" />
          </>
        ) : setup ? (
          <>
            <p className="mt-2 text-ink-muted text-sm">
              With it on, signing in asks for your password and then a six-digit code from an
              authenticator app (1Password, Google Authenticator, Microsoft Authenticator…). In the
              app, add an account by typing this key:
            </p>
            <p className="mt-4 break-all rounded-lg bg-paper p-3 font-mono text-lg tracking-wider">
              {setup.secret.match(/.{1,4}/g)?.join(" ")}
            </p>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer">The same key as a setup address</summary>
              <code className="mt-2 block break-all text-ink-muted">{setup.uri}</code>
            </details>
            <PostForm csrf={csrf} className="mt-5 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="totp-on" />
              <input type="hidden" name="secret" value={setup.secret} />
              <CodeField label="Code the app shows" />
              <AdminButton>Turn on</AdminButton>
            </PostForm>
          </>
        ) : (
          <>
            <p className="mt-2 text-ink-muted text-sm">
              On: each sign-in asks for a code from your authenticator app after your password.
            </p>
            <PostForm csrf={csrf} className="mt-4">
              <input type="hidden" name="intent" value="totp-off" />
              <AdminButton tone="quiet">Turn off</AdminButton>
            </PostForm>
          </>
        )}
      </section>
    </>
  );
}
