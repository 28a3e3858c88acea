import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createAccount, csrfOf, post, setPassword, signIn } from "./admin";
import { cameraPhoto, MB } from "./photos";
import { type ServerProcess, startServer, tempDataDir } from "./server-process";

/**
 * The team's photos as cameras and screenshots make them, through the Photo field of a case
 * study, against production servers of their own: up to 12 MB each, larger ones told so in words;
 * every other post still limited to 64 KB; a quota of bytes stored per person and per day that
 * two servers count together; uploads no draft names removed by the hourly chores.
 */
test.describe.configure({ mode: "serial" });

const base = Number(process.env.E2E_PORT ?? 4173) + 470;
const EDITOR = "editor@uploads.test";
const OTHER = "second-editor@uploads.test";
const STUDY = "/admin/content/edit/en/work/case-studies/software/api-kelowna-physio-reporting.yaml";
/** The quota of the servers that prove it: a few of the photos below, not all of them. */
const QUOTA_BYTES = 0.5 * MB;

let server: ServerProcess;
let photos: string;
const cookies: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(base);
  for (const email of [EDITOR, OTHER]) {
    await setPassword(server.origin, createAccount(server, email, { role: "editor" }));
    cookies[email] = (await signIn(server.origin, email)).cookie ?? "";
  }
  photos = mkdtempSync(path.join(tmpdir(), "maplestack-photos-"));
  // A phone's photo, a camera's at high quality, one just under the limit and one over it.
  await cameraPhoto(photos, "phone.jpg", { width: 2400, height: 1500, bytes: 1 * MB });
  await cameraPhoto(photos, "camera.jpg", { width: 4000, height: 3000, bytes: 5 * MB });
  await cameraPhoto(photos, "full-frame.jpg", { width: 6000, height: 4000, bytes: 11.9 * MB });
  await cameraPhoto(photos, "too-large.jpg", { width: 6000, height: 4000, bytes: 13 * MB });
});

test.afterAll(async () => {
  await server?.stop();
  if (photos) rmSync(photos, { recursive: true, force: true });
});

async function openStudy(page: Page, origin: string, email: string) {
  const [name = "", value = ""] = cookies[email]?.split("=") ?? [];
  await page.context().addCookies([{ name, value, url: origin }]);
  await page.goto(`${origin}${STUDY}`);
  const field = page.getByLabel("Photo", { exact: true });
  await expect(field).toBeEnabled();
  return field;
}

/** The files in an uploads folder, none before the first upload. */
const stored = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** An upload as the Photo field sends it, without a browser. */
async function upload(origin: string, email: string, bytes: Buffer, name = "photo.jpg") {
  const body = new FormData();
  body.set("csrf", await csrfOf(origin, "/admin/content", cookies[email] ?? ""));
  body.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return fetch(`${origin}/admin/content/media`, {
    method: "POST",
    headers: { origin, cookie: cookies[email] ?? "" },
    body,
  });
}

test("camera photos up to 12 MB and a screenshot upload through the Photo field; a larger file is told the limit in words @desktop", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A screenshot as a person takes one: the site's home page, as a PNG.
  await page.goto(`${server.origin}/`);
  const screenshot = path.join(photos, "screenshot.png");
  await page.screenshot({ path: screenshot });
  expect(statSync(screenshot).size).toBeGreaterThan(64 * 1024);

  const field = await openStudy(page, server.origin, EDITOR);
  for (const [file, size] of [
    ["phone.jpg", "2400 × 1500"],
    ["camera.jpg", "4000 × 3000"],
    ["full-frame.jpg", "6000 × 4000"],
    ["screenshot.png", "1440 × 900"],
  ]) {
    await field.setInputFiles(path.join(photos, file ?? ""));
    await expect(field, file).toHaveAccessibleDescription(
      `Uploaded (${size} pixels). Save the draft to keep it.`,
      {
        timeout: 30_000,
      },
    );
  }
  await field.setInputFiles(path.join(photos, "too-large.jpg"));
  await expect(field).toHaveAccessibleDescription(/at most 12 MB/, { timeout: 30_000 });
});

test("a file far over the limit is refused before it is read, in words the Photo field shows; any other post stays within 64 KB", async () => {
  const huge = readFileSync(path.join(photos, "too-large.jpg"));
  const twenty = Buffer.concat([huge, huge]).subarray(0, 20 * MB);
  const refused = await upload(server.origin, EDITOR, twenty);
  expect(refused.status).toBe(413);
  expect(await refused.json()).toEqual({
    ok: false,
    message: expect.stringMatching(/at most 12 MB/),
  });
  // The limit of an upload is the upload's only: a form of 100 KB is refused as before.
  const csrf = await csrfOf(server.origin, "/admin/content", cookies[EDITOR] ?? "");
  const form = await post(
    server.origin,
    "/admin/content",
    { csrf, intent: "publish", padding: "x".repeat(100 * 1024) },
    { cookie: cookies[EDITOR] },
  );
  expect(form.status).toBe(413);
  const contact = await post(server.origin, "/contact-us", { description: "x".repeat(100 * 1024) });
  expect(contact.status).toBe(413);
});

test("a length that understates the body lets no more of it through: what follows is not read as the upload", async () => {
  const uploads = path.join(server.dataDir, "site", "uploads");
  const before = stored(uploads);
  const csrf = await csrfOf(server.origin, "/admin/content", cookies[EDITOR] ?? "");
  const boundary = "----understated";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const photo = readFileSync(path.join(photos, "phone.jpg"));
  const body = Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  // Declared as 60 KB, within the limit of any post: those bytes are sent, then, once they are
  // answered, the rest of the photo on the same connection.
  const declared = 60 * 1024;
  const answers = await new Promise<string[]>((resolve) => {
    const { port, host } = new URL(server.origin);
    const socket = connect(Number(port), "127.0.0.1");
    let text = "";
    let rest = false;
    const done = () =>
      resolve(text.split(/(?=HTTP\/1\.1 \d{3})/).map((answer) => answer.split("\r\n")[0] ?? ""));
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (!rest) socket.end(body.subarray(declared));
      rest = true;
    });
    socket.on("close", done);
    // The server may close the connection before all of the rest is written.
    socket.on("error", done);
    const lines = [
      "POST /admin/content/media HTTP/1.1",
      `Host: ${host}`,
      `Origin: ${server.origin}`,
      `Cookie: ${cookies[EDITOR]}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${declared}`,
    ];
    socket.write(
      Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), body.subarray(0, declared)]),
    );
  });
  // The route read the 60 KB, a form that does not end there: refused as unreadable. What
  // followed was taken for a request of its own, and refused as one.
  expect(answers[0]).toBe("HTTP/1.1 400 Bad Request");
  expect(answers.slice(1)).toEqual([expect.stringMatching(/^HTTP\/1\.1 4\d\d /)]);
  expect(stored(uploads)).toEqual(before);
});

test("a person may store so many bytes of uploads a day, counted by both servers together, and is told so in words @desktop", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = tempDataDir("quota");
  const settings = { UPLOAD_BYTES_PER_DAY: String(QUOTA_BYTES) };
  const a = await startServer(base + 1, settings, dataDir);
  const b = await startServer(base + 2, settings, dataDir);
  try {
    for (const email of [EDITOR, OTHER]) {
      await setPassword(a.origin, createAccount(a, email, { role: "editor" }));
      cookies[email] = (await signIn(a.origin, email)).cookie ?? "";
    }
    // Different photos in turn through each server, until the day's bytes are spent.
    const statuses: number[] = [];
    let refused: { answer: Response; file: string; other: string } | undefined;
    for (let seed = 1; seed <= 12 && !refused; seed++) {
      const file = await cameraPhoto(photos, `quota-${seed}.jpg`, {
        width: 2400,
        height: 1500,
        bytes: 1 * MB,
        seed,
      });
      const [to, other] = seed % 2 ? [a.origin, b.origin] : [b.origin, a.origin];
      const answer = await upload(to, EDITOR, readFileSync(file));
      statuses.push(answer.status);
      if (answer.status !== 200) refused = { answer, file, other };
    }
    if (!refused) throw new Error("twelve photos were taken within the quota");
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.answer.status).toBe(429);
    expect(((await refused.answer.json()) as { message: string }).message).toMatch(
      /at most 0\.5 MB of images a day/,
    );
    // What is stored is within the quota, whichever server took each one.
    const uploads = path.join(dataDir, "site", "uploads");
    const bytes = readdirSync(uploads).reduce(
      (sum, name) => sum + statSync(path.join(uploads, name)).size,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(QUOTA_BYTES);
    // The other server counts the same day: the photo refused there is refused here too, in the
    // words the Photo field shows.
    const field = await openStudy(page, refused.other, EDITOR);
    await field.setInputFiles(refused.file);
    await expect(field).toHaveAccessibleDescription(/at most 0\.5 MB of images a day/, {
      timeout: 30_000,
    });
    // The quota is each person's: another editor uploads that same day.
    expect(
      (await upload(a.origin, OTHER, readFileSync(path.join(photos, "phone.jpg")))).status,
    ).toBe(200);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

test("uploads no draft names are removed by the chores, not only after a publish", async () => {
  const dataDir = tempDataDir("prune");
  const uploads = path.join(dataDir, "site", "uploads");
  mkdirSync(uploads, { recursive: true });
  const week = 8 * 24 * 60 * 60;
  const old = Date.now() / 1000 - week;
  const forgotten = "aaaaaaaaaaaaaaaaaaaa.webp";
  const recent = "bbbbbbbbbbbbbbbbbbbb.webp";
  for (const name of [forgotten, recent]) writeFileSync(path.join(uploads, name), "webp");
  utimesSync(path.join(uploads, forgotten), old, old);
  const pruning = await startServer(base + 3, {}, dataDir);
  try {
    await expect.poll(() => readdirSync(uploads), { timeout: 15_000 }).toEqual([recent]);
  } finally {
    await pruning.stop();
  }
});
