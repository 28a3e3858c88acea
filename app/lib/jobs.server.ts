/**
 * The command-line jobs (`npm run leads:export`, `npm run admin:create`): each opens its own
 * store, does one thing and closes it, without starting the server's services.
 */
import { AuditLog } from "./admin/audit.server";
import { type Role, StaffAuth } from "./admin/auth.server";
import { leadsCsv } from "./admin/inbox.server";
import { siteOrigin, storeLocation } from "./app.server";
import { Store } from "./db.server";
import { readEnv } from "./env.server";
import { Leads } from "./leads.server";
import { subscribersCsv } from "./newsletter.server";
import { Subscribers } from "./subscribers.server";

/** Leads and confirmed subscribers as two CSV documents, for `npm run leads:export`. */
export async function exportCsv(): Promise<{ leads: string; subscribers: string }> {
  const store = await Store.open(storeLocation(readEnv()));
  try {
    const leads = await new Leads(store).all();
    return {
      leads: leadsCsv(leads),
      subscribers: subscribersCsv(await new Subscribers(store).list("confirmed")),
    };
  } finally {
    await store.close();
  }
}

/**
 * `npm run admin:create -- <email>`: an account (the first owner, or another person) and the
 * one-time link that sets its password. For an account that exists, a new link (a forgotten
 * password, a lost second factor: the link also turns the app code off).
 */
const LANGUAGE_NAMES = { en: "english", fr: "french" } as const;

export async function createAccountFromCommandLine(
  email: string,
  { name, role, language }: { name?: string; role: Role; language?: "en" | "fr" },
): Promise<{ created: boolean; link: string; email: string; role: string }> {
  const env = readEnv();
  const store = await Store.open(storeLocation(env));
  try {
    const auth = new StaffAuth(store, env);
    const audit = new AuditLog(store);
    let staff = await auth.staffByEmail(email);
    const created = !staff;
    if (!staff) {
      staff = await auth.createStaff({
        email,
        name: name ?? email.split("@")[0] ?? email,
        role,
        contentLanguage: role === "editor" ? (language ?? null) : null,
      });
      const only = staff.contentLanguage ? `, ${LANGUAGE_NAMES[staff.contentLanguage]} only` : "";
      await audit.record("command line", `added ${role}${only}`, { detail: staff.email });
    } else if (staff.hasTotp) {
      await auth.disableTotp(null, staff.id);
    }
    const token = await auth.issueLink(staff.id);
    await audit.record("command line", "issued a sign-in link", { detail: staff.email });
    return {
      created,
      email: staff.email,
      role: staff.role,
      link: `${siteOrigin(env)}/admin/set-password/${token}`,
    };
  } finally {
    await store.close();
  }
}
