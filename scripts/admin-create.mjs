// Creates a back-office account and prints the one-time link that sets its password.
// Usage: npm run admin:create -- <email> [--name "Full Name"] [--role owner|editor|staff]
//   [--language en|fr]: an editor who changes one language only (a translator).
//   The role is owner unless said otherwise: the first account is the first owner. Run it for
//   an existing account to get it a new link (a forgotten password or a lost authenticator app).
// Reads DATABASE_URL or DATA_DIR (default ./data) and PUBLIC_ORIGIN, like the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    role: { type: "string", default: "owner" },
    language: { type: "string" },
  },
});
const [email] = positionals;
if (
  !email ||
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ||
  !["owner", "editor", "staff"].includes(values.role) ||
  (values.language !== undefined &&
    (values.role !== "editor" || !["en", "fr"].includes(values.language)))
) {
  console.error(
    'Usage: npm run admin:create -- <email> [--name "Full Name"] [--role owner|editor|staff] [--language en|fr (editors)]',
  );
  process.exit(2);
}

const serverBuild = path.resolve("build", "server", "index.js");
if (!existsSync(serverBuild)) {
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const build = await import(serverBuild);
const account = await build.entry.module.createAccountFromCommandLine(email, {
  name: values.name,
  role: values.role,
  language: values.language,
});
console.log(
  account.created
    ? `Created the ${account.role} account ${account.email}.`
    : `${account.email} already has an account (${account.role}): here is a new link; its app code, if any, is off until set again.`,
);
console.log(`Open this link within 3 days to set the password (it works once):\n${account.link}`);
