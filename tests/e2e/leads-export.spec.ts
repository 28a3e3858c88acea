import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { Store } from "../../app/lib/db.server";
import { Leads } from "../../app/lib/leads.server";
import { Subscribers } from "../../app/lib/subscribers.server";
import { tempDataDir } from "./server-process";

test("npm run leads:export writes leads and confirmed subscribers as CSV, defused for spreadsheets", async () => {
  const dataDir = tempDataDir("export");
  const store = await Store.open({ dataDir });
  await new Leads(store).add(
    {
      firstName: "Ada",
      lastName: "Lovelace",
      company: '=HYPERLINK("http://evil.example","Click")',
      email: "ada@example.ca",
      phone: "+1 416 555 0142",
      services: ["software", "hosting"],
      budget: "$5,000 to $15,000",
      callbackTime: "Any time",
      description: 'Two lines,\nwith "quotes".',
      marketingConsent: true,
      consentWording: "Yes, send me email.",
      sourcePage: "/fr/nous-joindre",
      language: "fr",
    },
    { notify: false },
  );
  for (const email of ["@SUM(1+1)@example.ca", "never-confirmed@example.ca"]) {
    await new Subscribers(store).add({
      email,
      consentWording: "Monthly",
      sourcePage: "/",
      language: "en",
    });
  }
  await new Subscribers(store).confirm(1);
  await store.close();

  const output = execFileSync("npm", ["run", "-s", "leads:export"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(output).toContain(
    '# leads\r\n"id","created_at","status","first_name","last_name","company","email","phone","services"',
  );
  expect(output).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(output).toContain(`"'+1 416 555 0142"`);
  expect(output).toContain('"Two lines,\nwith ""quotes""."');
  expect(output).toContain('"software; hosting"');
  expect(output).toMatch(/"consent_wording","source_page","language"\r\n/);
  expect(output).toContain('"/fr/nous-joindre","fr"\r\n');
  expect(output).toContain(
    '# subscribers\r\n"id","email","language","status","requested_at","confirmed_at","consent_wording","source_page"\r\n',
  );
  // Only confirmed addresses are on the list to send to.
  expect(output).not.toContain("never-confirmed@example.ca");
  // The store keeps addresses in lower case (one subscription per address, on both engines).
  expect(output).toContain(`"'@sum(1+1)@example.ca"`);
});
