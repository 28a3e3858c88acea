// `npm run validate:html`, after `npm run build`: every page the site can send, checked by the
// Nu Html Checker (vnu.jar, on Java) in one run, plus a check the checker cannot make: every
// `url(#…)` inside an inline SVG names an id in that same SVG (a reference into another copy of
// a graphic breaks as soon as that copy is hidden), and every `<use href="#…">` a symbol of the page.
// Pages: every prerendered HTML file in build/client (404.html included), and those the server
// renders per request, fetched from the production app on a free port: the pages the sitemap
// lists that are not files, their form answers (errors and success), and a live 404.
// Prints each error with its file (or URL), line and message; exits 1 on any error.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const started = performance.now();
const scratch = mkdtempSync(path.join(tmpdir(), "maplestack-validate-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));

/** What to call each checked file in the report. */
const labels = new Map();

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

const files = htmlFiles(clientDir).sort();
const prerendered = files.length;
for (const file of files) labels.set(file, path.relative(process.cwd(), file));

// The server's own pages. Set before the app (and React) load: production React, a throwaway
// database, and no minimum fill time, so a form posted at once is answered as a visitor's would be.
process.env.NODE_ENV = "production";
process.env.DATA_DIR = path.join(scratch, "data");
process.env.MIN_FILL_MS = "0";
for (const name of ["SMTP_HOST", "FORM_SECRET", "PUBLIC_ORIGIN", "TRUST_PROXY"]) {
  delete process.env[name];
}

try {
  files.push(...(await fetchServerPages()));
} catch (error) {
  console.error(`Could not fetch the server-rendered pages: ${error.message}`);
  process.exit(1);
}

const errors = [];
const warnings = [];
let notes = 0;

// One JVM for every page: starting Java costs more than checking a page.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const vnu = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (vnu.error) {
  console.error(
    vnu.error.code === "ENOENT"
      ? "The Nu Html Checker needs Java, and `java` is not on the PATH (Debian: apt-get install default-jre-headless)."
      : `Could not run the Nu Html Checker: ${vnu.error.message}`,
  );
  process.exit(1);
}
let report;
try {
  report = JSON.parse(vnu.stdout);
} catch {
  console.error(`The Nu Html Checker did not answer in JSON:\n${vnu.stdout}${vnu.stderr}`);
  process.exit(1);
}
for (const message of report.messages) {
  const file = message.url ? fileURLToPath(message.url) : "";
  // Pages are one long line: the column and the checker's extract say where.
  const line = message.lastLine ?? message.firstLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = [labels.get(file) ?? (file || "(checker)"), line, column].filter(Boolean).join(":");
  const extract = message.extract ? `\n    ${message.extract.replaceAll("\n", " ")}` : "";
  if (message.type === "info" && message.subType !== "warning") notes++;
  else if (message.type === "info") warnings.push(`${where}: ${message.message}${extract}`);
  else errors.push(`${where}: ${message.message}${extract}`);
}

for (const file of files) {
  for (const problem of svgReferenceProblems(readFileSync(file, "utf8"))) {
    errors.push(`${labels.get(file)}:${problem.line}:${problem.column}: ${problem.message}`);
  }
}
for (const line of errors) console.error(`error: ${line}`);
for (const line of warnings) console.warn(`warning: ${line}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Checked ${files.length} documents (${prerendered} prerendered, ${files.length - prerendered} rendered per request) in ${seconds} s: ` +
    `${errors.length} errors, ${warnings.length} warnings, ${notes} informational notes (not shown).`,
);
process.exit(errors.length > 0 ? 1 : 0);

/**
 * Starts the production app on a free port, saves each page it renders per request into the
 * scratch folder and returns their files. Each response must have the status a visitor gets.
 */
async function fetchServerPages() {
  // The newsletter's pages are reached from its e-mails: a local SMTP server receives them.
  const mailbox = await startMailbox();
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(mailbox.port);
  process.env.OUTBOX_POLL_MS = "100";
  const { createApp } = await import("../server/app.mjs");
  const { app, build } = await createApp({ buildDir });
  // The outbox that sends the confirmation, as the production server starts it.
  await build.entry.module.startServices(() => {});
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    listening.on("error", reject);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const pagesDir = path.join(scratch, "pages");
  mkdirSync(pagesDir);
  const saved = [];

  async function save(name, pathname, expectedStatus, init) {
    const url = `${origin}${pathname}`;
    const response = await fetch(url, { redirect: "manual", ...init });
    const html = await response.text();
    const what = `${init?.method ?? "GET"} ${pathname}`;
    if (response.status !== expectedStatus) {
      throw new Error(`${what} answered ${response.status}, expected ${expectedStatus}`);
    }
    if (!response.headers.get("content-type")?.startsWith("text/html")) {
      throw new Error(`${what} did not answer with HTML`);
    }
    const file = path.join(pagesDir, `${name}.html`);
    writeFileSync(file, html);
    labels.set(file, `${what} (${name}, rendered per request)`);
    saved.push(file);
    return html;
  }

  const post = (fields) => ({
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  try {
    // The sitemap lists every page; those that are not files are rendered on each request.
    const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
    const requestPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]).pathname)
      .filter((pathname) => !existsSync(path.join(clientDir, pathname, "index.html")));
    const rendered = new Map();
    for (const pathname of requestPages) {
      rendered.set(pathname, await save(pathname.slice(1).replaceAll("/", "-"), pathname, 200));
    }

    await save("not-found", "/this-page-does-not-exist", 404);
    await save("fr-not-found", "/fr/cette-page-n-existe-pas", 404);

    // The contact form's and the newsletter's answers in both languages, as a browser without
    // JavaScript shows them.
    for (const [prefix, contactPath, newsletterPath] of [
      ["", "/contact-us", "/newsletter"],
      ["fr-", "/fr/nous-joindre", "/fr/infolettre"],
    ]) {
      const name = contactPath.slice(1).replaceAll("/", "-");
      const contact = rendered.get(contactPath) ?? (await save(name, contactPath, 200));
      const token = attribute(contact, /<input\b[^>]*\bname="formToken"[^>]*>/, "value");
      await save(`${name}-field-errors`, contactPath, 400, post({ formToken: token }));
      await save(
        `${name}-sent`,
        contactPath,
        200,
        post({
          formToken: token,
          firstName: "Ada",
          lastName: "Lovelace",
          company: "Analytical Engines Inc.",
          email: "ada@example.com",
          services: attribute(contact, /<input\b[^>]*\bname="services"[^>]*>/, "value"),
          budget: firstOption(contact, "budget"),
          callbackTime: firstOption(contact, "callbackTime"),
          description: "A page to check that the thank-you message is valid HTML.",
        }),
      );
      await save(
        `${prefix}newsletter-invalid`,
        newsletterPath,
        400,
        post({ email: "not-an-address" }),
      );
      await save(
        `${prefix}newsletter-subscribed`,
        newsletterPath,
        200,
        post({ email: `${prefix}ada@example.com` }),
      );
      // The confirmation e-mail's two links, and each page they lead to.
      const [confirm, unsubscribe] = await mailbox.links(`${prefix}ada@example.com`);
      const confirmPath = confirm.pathname + confirm.search;
      const unsubscribePath = unsubscribe.pathname + unsubscribe.search;
      await save(`${prefix}newsletter-confirm`, confirmPath, 200);
      await save(`${prefix}newsletter-confirmed`, confirmPath, 200, post({}));
      await save(`${prefix}newsletter-confirm-invalid`, `${confirm.pathname}?s=1&t=x`, 200);
      await save(`${prefix}newsletter-unsubscribe`, unsubscribePath, 200);
      await save(`${prefix}newsletter-unsubscribed`, unsubscribePath, 200, post({}));
      await save(`${prefix}newsletter-unsubscribe-invalid`, `${unsubscribe.pathname}?s=1`, 400);
    }

    // Booking a consultation without JavaScript, in both languages: the form's errors, a booking
    // made, its page (the link in its emails), moved and cancelled.
    for (const [prefix, bookPath] of [
      ["", "/book"],
      ["fr-", "/fr/reserver"],
    ]) {
      const page = rendered.get(bookPath) ?? (await save(`${prefix}book`, bookPath, 200));
      const token = attribute(page, /<input\b[^>]*\bname="formToken"[^>]*>/, "value");
      const slotOf = (html) => attribute(html, /<input\b[^>]*\bname="slot"[^>]*>/, "value");
      const first = slotOf(page);
      const fields = { formToken: token, topic: "web", host: "any", zone: "America/Halifax" };
      await save(`${prefix}book-errors`, bookPath, 400, post({ ...fields, meetingMode: "video" }));
      const booked = await fetch(`${origin}${bookPath}`, {
        redirect: "manual",
        ...post({
          ...fields,
          slot: first,
          meetingMode: "phone",
          firstName: "Ada",
          lastName: "Lovelace",
          company: "Analytical Engines Inc.",
          email: `${prefix}ada.booking@example.com`,
          phone: "416 555 0100",
        }),
      });
      if (booked.status !== 303) throw new Error(`booking answered ${booked.status}`);
      const manage = booked.headers.get("location") ?? "";
      const managed = await save(`${prefix}book-booked`, manage, 200);
      // Another of the same host's times, as its page offers them.
      const other = slotOf(managed);
      await save(`${prefix}book-moved`, manage, 200, post({ intent: "reschedule", slot: other }));
      await save(`${prefix}book-cancelled`, manage, 200, post({ intent: "cancel" }));
    }

    // The back office: its pages before and after signing in, and its answers.
    const account = await build.entry.module.createAccountFromCommandLine("owner@example.com", {
      name: "Olivia Owner",
      role: "owner",
    });
    const link = new URL(account.link).pathname;
    await save("admin-set-password", link, 200);
    const password = "a long enough password for checking";
    await save("admin-set-password-mismatch", link, 400, post({ password, confirm: "other" }));
    const set = await fetch(`${origin}${link}`, {
      redirect: "manual",
      ...post({ password, confirm: password }),
    });
    if (set.status !== 302) throw new Error(`setting the password answered ${set.status}`);
    await save("admin-set-password-used", link, 410);
    const signInPage = await fetch(`${origin}/admin/sign-in`);
    const token = attribute(await signInPage.text(), /<input\b[^>]*\bname="token"[^>]*>/, "value");
    const signInCookie = signInPage.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const withCookie = (init, cookie) => ({
      ...init,
      headers: { ...init.headers, Cookie: cookie },
    });
    await save("admin-sign-in", "/admin/sign-in", 200);
    await save(
      "admin-sign-in-refused",
      "/admin/sign-in",
      401,
      withCookie(post({ token, email: "owner@example.com", password: "wrong" }), signInCookie),
    );
    const signedIn = await fetch(`${origin}/admin/sign-in`, {
      redirect: "manual",
      ...withCookie(post({ token, email: "owner@example.com", password }), signInCookie),
    });
    const session = signedIn.headers.getSetCookie().find((c) => c.startsWith("maplestack-admin="));
    if (!session) throw new Error(`signing in answered ${signedIn.status} without a session`);
    const cookie = session.split(";")[0];
    const asOwner = { headers: { Cookie: cookie } };
    const leads = await save("admin-leads", "/admin/leads", 200, asOwner);
    const leadPath = leads.match(/href="(\/admin\/leads\/\d+)"/)?.[1];
    if (!leadPath) throw new Error("the leads page lists no lead");
    await save("admin-leads-none", "/admin/leads?q=nothing-matches-this", 200, asOwner);
    const lead = await save("admin-lead", leadPath, 200, asOwner);
    const csrf = attribute(lead, /<input\b[^>]*\bname="csrf"[^>]*>/, "value");
    await save(
      "admin-lead-note-refused",
      leadPath,
      400,
      withCookie(post({ csrf, intent: "note", note: " " }), cookie),
    );
    await save("admin-lead-missing", "/admin/leads/999999", 404, asOwner);
    await save("admin-account", "/admin/account", 200, asOwner);
    await save("admin-confirm", "/admin/confirm?next=%2Fadmin%2Fstaff", 200, asOwner);
    await save("admin-staff", "/admin/staff", 200, asOwner);
    await save(
      "admin-staff-added",
      "/admin/staff",
      200,
      withCookie(
        post({ csrf, intent: "add", name: "Sam Staff", email: "sam@example.com", role: "staff" }),
        cookie,
      ),
    );
    await save("admin-audit", "/admin/audit", 200, asOwner);
    await save("admin-subscribers", "/admin/subscribers", 200, asOwner);
    await save("admin-subscribers-none", "/admin/subscribers?status=unsubscribed", 200, asOwner);
    // A few counted views first, so that the charts have something to draw.
    for (const [path, referrer] of [
      ["/services/web/website-maintenance", "google.ca"],
      ["/contact-us", ""],
      ["/fr", "linkedin.com"],
    ]) {
      await fetch(`${origin}/api/view`, {
        method: "POST",
        headers: {
          Origin: origin,
          "Content-Type": "text/plain",
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
        },
        body: JSON.stringify({ p: path, r: referrer, s: "", c: "", w: 1440 }),
      });
    }
    await save("admin-analytics", "/admin/analytics", 200, asOwner);
    await save(
      "admin-analytics-empty",
      "/admin/analytics?from=2020-01-01&to=2020-01-31",
      200,
      asOwner,
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await mailbox.stop();
  }
  return saved;
}

/** A local SMTP server keeping what it receives; `links` waits for an address's e-mail. */
async function startMailbox() {
  const { SMTPServer } = await import("smtp-server");
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: smtp.server.address().port,
    async links(email) {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const raw = received.find((message) => message.split("\r\n").includes(`To: ${email}`));
        if (raw) {
          // The body, from quoted-printable: soft line breaks joined, "=3D" back to "=".
          const body = raw.slice(raw.indexOf("\r\n\r\n"));
          const text = body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          return [...text.matchAll(/https?:\/\/[^\s>]+/g)]
            .map((match) => new URL(match[0]))
            .filter((url) => /newsletter|infolettre/.test(url.pathname))
            .slice(0, 2);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no confirmation e-mail reached ${email}`);
    },
    stop: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

function attribute(html, elementPattern, name) {
  const element = html.match(elementPattern)?.[0];
  const value = element?.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  if (value === undefined) throw new Error(`the contact page has no ${name} in ${elementPattern}`);
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
}

/** The first real choice of a select (an option without a value attribute submits its text). */
function firstOption(html, selectName) {
  const select = html.match(
    new RegExp(`<select\\b[^>]*\\bname="${selectName}"[^>]*>([\\s\\S]*?)</select>`),
  );
  const choices = [...(select?.[1] ?? "").matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map(
    ([, attributes, text]) => attributes.match(/\bvalue="([^"]*)"/)?.[1] ?? text,
  );
  const value = choices.find((choice) => choice !== "");
  if (value === undefined) throw new Error(`the contact page has no choice for ${selectName}`);
  return value.replaceAll("&amp;", "&");
}

/**
 * Local references in each outermost inline SVG: a paint server (`url(#id)`) must be defined in
 * that same SVG (a gradient in another copy breaks when that copy is hidden); a `<use>` may name a
 * `<symbol>` anywhere in the page (the page's icons are defined once, at the end of its body).
 */
function svgReferenceProblems(html) {
  const problems = [];
  const symbols = new Set(
    [...html.matchAll(/<symbol\b[^>]*\sid="([^"]+)"/g)].map((match) => match[1]),
  );
  const position = (offset) => ({
    line: html.slice(0, offset).split("\n").length,
    column: offset - html.lastIndexOf("\n", offset - 1),
  });
  const tags = /<svg\b|<\/svg>/g;
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(tags)) {
    if (tag[0] === "</svg>") {
      depth--;
      if (depth === 0) problems.push(...checkSvg(html.slice(start, tag.index), start));
    } else if (depth++ === 0) {
      start = tag.index;
    }
  }
  return problems;

  function checkSvg(svg, offset) {
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const found = [];
    const references = /url\(\s*['"]?#([^)'"\s]+)['"]?\s*\)|\s(?:xlink:)?href="#([^"]+)"/g;
    for (const reference of svg.matchAll(references)) {
      const id = reference[1] ?? reference[2];
      if (!ids.has(id) && !(reference[2] && symbols.has(id))) {
        found.push({
          ...position(offset + reference.index),
          message: `an inline SVG refers to #${id}, which is not defined in that SVG`,
        });
      }
    }
    return found;
  }
}
