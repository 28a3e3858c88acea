import { data, Form, redirect } from "react-router";
import { AdminButton, AuthFrame, CodeField, Notice } from "~/components/admin/ui";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { addressParam, readQuery } from "~/lib/admin/query";
import {
  backOffice,
  deviceCookie,
  deviceOf,
  endSessionCookie,
  readPost,
  safeNext,
  sessionCookie,
  sessionToken,
} from "~/lib/admin/session.server";
import { clientIp } from "~/lib/request.server";
import type { Route } from "./+types/sign-in-code";

export const meta = () => [
  { title: "Your code · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The second step, for an account with an authenticator app: only after the password. */
export async function loader({ request }: Route.LoaderArgs) {
  const { auth } = await backOffice();
  const session = await auth.session(sessionToken(request));
  const query = readQuery(new URL(request.url).searchParams, { next: addressParam });
  const next = safeNext(query.next);
  if (session?.stage === "full") throw redirect(next);
  if (session?.stage !== "password") throw redirect("/admin/sign-in");
  return { next, csrf: session.csrf };
}

export async function action({ request }: Route.ActionArgs) {
  const { auth, env } = await backOffice();
  const token = sessionToken(request);
  const session = await auth.session(token);
  if (!token || session?.stage !== "password") throw redirect("/admin/sign-in");
  const form = await readPost(request, session);
  const next = safeNext(String(form.get("next") ?? ""));
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  const result = await auth.completeSecondFactor(token, code, clientIp(request), deviceOf(request));
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(request, result.token, env.ADMIN_SESSION_MAX_MS));
    if (result.device) headers.append("Set-Cookie", deviceCookie(request, result.device));
    throw redirect(next, { headers });
  }
  if (result.reason === "locked") {
    throw redirect("/admin/sign-in", { headers: { "Set-Cookie": endSessionCookie(request) } });
  }
  return data({ error: "That code is not right. Enter the code your app shows now." }, 401);
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame title="Enter your code">
      <p className="text-ink-muted text-sm">
        Open your authenticator app and enter the six-digit code it shows for Maplestack.
      </p>
      {actionData?.error ? (
        <Notice tone="error" id="code-error">
          {actionData.error}
        </Notice>
      ) : null}
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
        <CodeField
          label="Six-digit code"
          describedBy={actionData?.error ? "code-error" : undefined}
        />
        <AdminButton>Continue</AdminButton>
      </Form>
    </AuthFrame>
  );
}
