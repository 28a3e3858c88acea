import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { codeAt, createAccount, csrfOf, get, post, setPassword, signIn } from "./admin";
import { type ServerProcess, startServer } from "./server-process";

/**
 * Every back-office address that takes a POST, sent a body that is not a form: JSON, and a
 * multipart form cut off before its end. Each answers 400 as the public forms do (or, to a
 * stranger, the sign-in page or a refusal), never a server error. The addresses come from the
 * route table: a route added with an action is posted to here without being named.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 480;
const OWNER = "owner@bodies.test";
const TWO_STEP = "two-step@bodies.test";

let server: ServerProcess;
/** The full session of an owner, and a session half signed in (a password, its code awaited). */
const sessions = { owner: "", half: "" };
let linkToken = "";

test.beforeAll(async () => {
  server = await startServer(base);
  await setPassword(server.origin, createAccount(server, OWNER, { name: "Olive Owner" }));
  sessions.owner = (await signIn(server.origin, OWNER)).cookie ?? "";
  await setPassword(server.origin, createAccount(server, TWO_STEP, { role: "staff" }));
  const plain = (await signIn(server.origin, TWO_STEP)).cookie ?? "";
  const account = await (await get(server.origin, "/admin/account", plain)).text();
  const secret = account.match(/name="secret" value="([A-Z2-7]+)"/)?.[1] ?? "";
  const csrf = await csrfOf(server.origin, "/admin/account", plain);
  const on = await post(
    server.origin,
    "/admin/account",
    { intent: "totp-on", secret, code: codeAt(secret, -1), csrf },
    { cookie: plain },
  );
  expect(on.status).toBe(200);
  sessions.half = (await signIn(server.origin, TWO_STEP)).cookie ?? "";
  // A link not yet used: its page takes a post from anyone who has it.
  linkToken = createAccount(server, "new@bodies.test", { role: "staff" }).split("/").at(-1) ?? "";
});

test.afterAll(async () => {
  await server?.stop();
});

/** The back office's routes with an action, at an address each one answers. */
function postingAddresses() {
  const table = readFileSync("app/routes.ts", "utf8");
  const routes = [...table.matchAll(/route\(\s*"(admin[^"]*)",\s*"(routes\/admin\/[^"]+)"/g)];
  const params: Record<string, string> = {
    ":id": "1",
    ":token": linkToken,
    ":name": "0123456789abcdef0123.webp",
    "*": "en/services/web/copywriting.yaml",
  };
  return routes
    .filter(([, , file]) =>
      /export (async )?function action\b/.test(readFileSync(`app/${file}`, "utf8")),
    )
    .map(
      ([, address = ""]) => `/${address.replace(/:\w+|\*/g, (param) => params[param] ?? param)}`,
    );
}

/** The session each address is meant for: signing in needs none, its second step half of one. */
function sessionFor(address: string) {
  if (address === "/admin/sign-in" || address.startsWith("/admin/set-password/")) return "";
  if (address === "/admin/sign-in/code") return sessions.half;
  return sessions.owner;
}

/** A body that is not a form: JSON, or a multipart form whose end never came. */
function unreadable(kind: "json" | "truncated", csrf: string) {
  if (kind === "json") {
    return { type: "application/json", body: JSON.stringify({ csrf, intent: "save" }) };
  }
  const boundary = "----cut-off-upload";
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="csrf"',
    "",
    csrf,
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="photo.jpg"',
    "Content-Type: image/jpeg",
    "",
    "\xff\xd8\xff\xe0 the rest of the file never arrived",
  ].join("\r\n");
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

async function send(address: string, kind: "json" | "truncated", cookie: string) {
  const csrf = cookie ? await csrfFor(address, cookie) : "";
  const { type, body } = unreadable(kind, csrf);
  return fetch(`${server.origin}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.origin, cookie, "content-type": type },
    body,
  });
}

/** The CSRF token of the session, read from a page it opens. */
function csrfFor(address: string, cookie: string) {
  if (address === "/admin/sign-in/code") return csrfOf(server.origin, address, cookie);
  return csrfOf(server.origin, "/admin/account", cookie);
}

test("a body that is not a form is refused with a 400 at every back-office address that takes a POST", async () => {
  const addresses = postingAddresses();
  expect(addresses.length).toBeGreaterThanOrEqual(14);
  const answers: string[] = [];
  for (const address of addresses) {
    for (const kind of ["json", "truncated"] as const) {
      const answer = await send(address, kind, sessionFor(address));
      answers.push(`${address} ${kind}: ${answer.status}`);
    }
  }
  expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, "400")));
});

test("a stranger's body that is not a form is sent to sign in or refused, never a server error", async () => {
  for (const address of postingAddresses()) {
    for (const kind of ["json", "truncated"] as const) {
      const { status } = await send(address, kind, "");
      expect([302, 400, 403], `${address} ${kind}`).toContain(status);
    }
  }
});
