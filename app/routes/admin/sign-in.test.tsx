import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
} from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SignInResult } from "~/lib/admin/auth.server";
import SignIn, { action, loader } from "./sign-in";

const PASSWORD = "maple syrup on a snowy tuesday";
const ORIGIN = "http://maplestack.test";

const signIn = vi.fn<(email: string, password: string) => Promise<SignInResult>>();

// The account store is the auth tests' business; here only the form and its cookie are at stake.
vi.mock("~/lib/admin/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/admin/session.server")>()),
  backOffice: async () => ({
    auth: { session: async () => undefined, signIn },
    env: { ADMIN_SESSION_MAX_MS: 60_000, PUBLIC_ORIGIN: undefined },
  }),
}));

beforeEach(() => {
  signIn.mockReset();
  signIn.mockImplementation(async (_email, password) =>
    password === PASSWORD
      ? { ok: true, token: "s".repeat(43), stage: "full", device: null }
      : { ok: false, reason: "invalid", retryAfterMs: 0 },
  );
});

const routes = [
  {
    id: "sign-in",
    path: "/admin/sign-in",
    loader,
    action,
    // The page's props, as the framework hands them to a route module's component.
    Component: UNSAFE_withComponentProps(
      SignIn as unknown as Parameters<typeof UNSAFE_withComponentProps>[0],
    ),
  },
] as Parameters<typeof createStaticHandler>[0];

/**
 * A request as the server answers it without JavaScript: on a post the action runs, then the
 * loader, within one request context. Gives the status, the sign-in cookies set and the token
 * of the form the page shows.
 */
async function send(request: Request) {
  const handler = createStaticHandler(routes);
  const result = await handler.query(request, { requestContext: new RouterContextProvider() });
  if (result instanceof Response) {
    return { status: result.status, cookies: signInCookies(result.headers), token: undefined };
  }
  const context = result as StaticHandlerContext;
  const headers = [
    ...Object.values(context.actionHeaders),
    ...Object.values(context.loaderHeaders),
  ];
  const html = renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
  return {
    status: context.statusCode,
    cookies: [...new Set(headers.flatMap(signInCookies))],
    token: html.match(/name="token" value="([^"]+)"/)?.[1],
  };
}

const signInCookies = (headers: Headers) =>
  headers
    .getSetCookie()
    .filter((line) => line.startsWith("maplestack-signin="))
    .map((line) => line.split(";")[0]?.slice("maplestack-signin=".length) ?? "");

function post(
  fields: Record<string, string>,
  {
    cookie,
    headers = { origin: ORIGIN, "sec-fetch-site": "same-origin" },
  }: {
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return new Request(`${ORIGIN}/admin/sign-in`, {
    method: "POST",
    headers: {
      ...headers,
      ...(cookie === undefined ? {} : { cookie: `maplestack-signin=${cookie}` }),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ next: "/admin/leads", ...fields }),
  });
}

const form = () => send(new Request(`${ORIGIN}/admin/sign-in`));

describe("the sign-in form without JavaScript", () => {
  it("shows the token its one cookie holds", async () => {
    const page = await form();
    expect(page.cookies).toHaveLength(1);
    expect(page.token).toBe(page.cookies[0]);
  });

  it("signs in at the first try when its cookie has expired or was never kept", async () => {
    const { token = "" } = await form();
    const first = await send(post({ token, email: "owner@maplestack.ca", password: PASSWORD }));
    expect(first.status).toBe(302);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("answers a failed try with one cookie and a form that carries its token", async () => {
    const { token = "" } = await form();
    const wrong = await send(post({ token, email: "owner@maplestack.ca", password: "wrong" }));
    expect(wrong.status).toBe(401);
    expect(wrong.cookies).toHaveLength(1);
    expect(wrong.token).toBe(wrong.cookies[0]);
    const again = await send(
      post(
        { token: wrong.token ?? "", email: "owner@maplestack.ca", password: PASSWORD },
        { cookie: wrong.cookies[0] ?? "", headers: {} },
      ),
    );
    expect(again.status).toBe(302);
  });

  it("refuses a post from another site, even with a matching cookie and token", async () => {
    const { token = "" } = await form();
    const fields = { token, email: "owner@maplestack.ca", password: PASSWORD };
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: ORIGIN, "sec-fetch-site": "cross-site" },
      { origin: ORIGIN, "sec-fetch-site": "same-site" },
    ];
    for (const headers of foreign) {
      const refused = await send(post(fields, { cookie: token, headers }));
      expect(refused.status).toBe(403);
      expect(refused.cookies).toEqual([token]);
      expect(refused.token).toBe(token);
    }
    expect(signIn).not.toHaveBeenCalled();
  });

  it("refuses a post that names no origin unless its token matches its cookie, then takes the next try", async () => {
    const { token = "" } = await form();
    const fields = { token, email: "owner@maplestack.ca", password: PASSWORD };
    const cases = [{}, { cookie: "x".repeat(43) }, { cookie: "" }];
    for (const { cookie } of cases) {
      const refused = await send(post(fields, { cookie, headers: {} }));
      expect(refused.status).toBe(403);
      expect(refused.cookies).toHaveLength(1);
      expect(refused.token).toBe(refused.cookies[0]);
      const next = await send(
        post(
          { ...fields, token: refused.token ?? "" },
          { cookie: refused.cookies[0] ?? "", headers: {} },
        ),
      );
      expect(next.status).toBe(302);
    }
    expect(signIn).toHaveBeenCalledTimes(cases.length);
  });
});
