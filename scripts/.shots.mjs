import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";

const origin = "http://127.0.0.1:4400";
const run = (email, role, name) =>
  spawnSync(process.execPath, ["scripts/admin-create.mjs", email, "--role", role, "--name", name], {
    env: { ...process.env, DATA_DIR: "/tmp/adm" },
    encoding: "utf8",
  }).stdout.match(/(\/admin\/set-password\/\S+)/)[1];
const pw = "maple syrup on a snowy tuesday";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const [w, h, tag] of [
  [1440, 900, "desktop"],
  [390, 844, "phone"],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  if (tag === "desktop") {
    const link = run("olivia@maplestack.ca", "owner", "Olivia Tremblay");
    await page.goto(origin + link);
    await page.screenshot({ path: `/tmp/shot-setpw-${tag}.png` });
    await page.getByLabel("New password").fill(pw);
    await page.getByLabel("The same password again").fill(pw);
    await page.getByRole("button", { name: "Set password" }).click();
    await page.waitForURL(/sign-in/);
    run("marc@maplestack.ca", "staff", "Marc Gagnon");
    // leads through the public form
    const names = [
      ["Amélie", "Tremblay", "Boulangerie du Coin", "web"],
      ["Jordan", "Singh", "Prairie Freight Co.", "software"],
      ["Chloé", "Bouchard", "Clinique Saint-Roch", "artificial-intelligence"],
      ["Liam", "O'Brien", "Fundy Tides Inc", "digital-marketing"],
      ["Priya", "Patel", "Northwind Legal LLP", "hosting"],
    ];
    for (const [f, l, c, s] of names) {
      const body = new URLSearchParams({
        firstName: f,
        lastName: l,
        company: c,
        email: `${l.toLowerCase().replace(/[^a-z]/g, "")}@example.ca`,
        phone: "416 555 0101",
        services: s,
        budget: "$15,000 to $50,000",
        callbackTime: "Any time",
        description: `We would like help with ${s} for ${c}: a clear plan, a fixed price and a launch before spring.`,
        website: "",
        formToken: `${Date.now() - 10000}.x`,
      });
      // get a real token from the contact page
      const html = await (await fetch(origin + "/contact-us")).text();
      body.set("formToken", html.match(/name="formToken" value="([^"]+)"/)[1]);
      await fetch(origin + "/contact-us", {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    }
  }
  await page.goto(origin + "/admin/sign-in");
  await page.screenshot({ path: `/tmp/shot-signin-${tag}.png` });
  await page.getByLabel("E-mail address").fill("olivia@maplestack.ca");
  await page.getByLabel("Password").fill(pw);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/admin\/leads/);
  await page.screenshot({ path: `/tmp/shot-leads-${tag}.png`, fullPage: true });
  await page.getByRole("link", { name: "Amélie Tremblay" }).click();
  await page.waitForURL(/leads\/\d/);
  if (tag === "desktop") {
    await page.getByLabel("Move this lead to").selectOption("contacted");
    await page.getByRole("button", { name: "Update status" }).click();
    await page.getByText("Status updated.").waitFor();
    await page
      .getByLabel("Note for the team")
      .fill("Called Amélie; she wants the proposal in French by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
  }
  await page.screenshot({ path: `/tmp/shot-lead-${tag}.png`, fullPage: true });
  for (const p of ["staff", "audit", "account"]) {
    await page.goto(origin + "/admin/" + p);
    await page.screenshot({ path: `/tmp/shot-${p}-${tag}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
