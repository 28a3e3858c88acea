import { redirect } from "react-router";
import { endSessionCookie, readPost, requireStaff, sessionToken } from "~/lib/admin/session.server";
import type { Route } from "./+types/sign-out";

export async function loader() {
  throw redirect("/admin/leads");
}

/** Ends the session on the server, not only in the browser: its token no longer opens anything. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request);
  await readPost(request, session);
  const token = sessionToken(request);
  if (token) await session.auth.endSession(token);
  await session.audit.record(session.staff, "signed out");
  throw redirect("/admin/sign-in?done=signed-out", {
    headers: { "Set-Cookie": endSessionCookie(request) },
  });
}
