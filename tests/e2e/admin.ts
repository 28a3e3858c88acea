import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";

/** A password that passes the rules; every test account uses it. */
export const STAFF_PASSWORD = "maple syrup on a snowy tuesday";

/**
 * Runs `npm run admin:create` against a server's store (its DATA_DIR or DATABASE_URL) and returns
 * the path of the one-time link it prints.
 */
export function createAccount(
  store: { dataDir: string; databaseUrl?: string },
  email: string,
  {
    role = "owner",
    name = "Test Person",
    language,
  }: { role?: "owner" | "editor" | "staff"; name?: string; language?: "en" | "fr" } = {},
): string {
  const result = spawnSync(
    process.execPath,
    [
      "scripts/admin-create.mjs",
      email,
      "--role",
      role,
      "--name",
      name,
      ...(language ? ["--language", language] : []),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl ?? "",
        PUBLIC_ORIGIN: "",
      },
      encoding: "utf8",
    },
  );
  const link = result.stdout.match(/https?:\/\/\S+(\/admin\/set-password\/\S+)/)?.[1];
  if (result.status !== 0 || !link) {
    throw new Error(`admin:create failed:\n${result.stdout}\n${result.stderr}`);
  }
  return link;
}

/** The cookies a response sets, by name (value only). */
export function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A form post as a browser on the site sends it. */
export function post(
  origin: string,
  path: string,
  fields: Record<string, string | readonly string[]>,
  { cookie = "", from = origin }: { cookie?: string; from?: string } = {},
) {
  // A field given several values (the drafts ticked) is sent once for each.
  const pairs = Object.entries(fields).flatMap(([name, value]) =>
    (typeof value === "string" ? [value] : value).map((item) => [name, item]),
  );
  return fetch(new URL(path, origin), {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: from,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(pairs),
  });
}

export function get(origin: string, path: string, cookie = "") {
  return fetch(new URL(path, origin), { redirect: "manual", headers: { cookie } });
}

/** Sets an account's password through its link. */
export async function setPassword(origin: string, link: string, password = STAFF_PASSWORD) {
  const response = await post(origin, link, { password, confirm: password });
  if (response.status !== 302) throw new Error(`setting the password answered ${response.status}`);
}

/** Fills and sends the sign-in form as a browser would; the session cookie when it worked. */
export async function signIn(
  origin: string,
  email: string,
  password = STAFF_PASSWORD,
  { cookie = "" }: { cookie?: string } = {},
) {
  const form = await get(origin, "/admin/sign-in", cookie);
  const token = (await form.text()).match(/name="token" value="([^"]+)"/)?.[1] ?? "";
  const signInCookie = setCookies(form)["maplestack-signin"];
  const response = await post(
    origin,
    "/admin/sign-in",
    { token, email, password, next: "/admin/leads" },
    { cookie: [cookie, `maplestack-signin=${signInCookie}`].filter(Boolean).join("; ") },
  );
  const session = setCookies(response)["maplestack-admin"];
  return {
    response,
    body: response.status === 302 ? "" : await response.text(),
    cookie: session ? `maplestack-admin=${session}` : undefined,
  };
}

/** The CSRF token of the signed-in page at `path`. */
export async function csrfOf(origin: string, path: string, cookie: string) {
  const html = await (await get(origin, path, cookie)).text();
  const token = html.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (!token) throw new Error(`no CSRF token on ${path}`);
  return token;
}

/**
 * The code an authenticator app shows for a base32 secret, `steps` time steps of 30 s from now
 * (RFC 6238 with SHA-1 and six digits): a test can turn the factor on with the previous step's
 * code and still have the current one to sign in with.
 */
export function codeAt(secret: string, steps = 0) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
