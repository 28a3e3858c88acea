import { expect, type Page, test } from "@playwright/test";
import { ownHost } from "./booking-hosts";
import { readStore } from "./store";
import { expectNoAxeViolations, isPhone, open } from "./support";

/**
 * Booking a free consultation as a visitor does it: with JavaScript off (links and a plain
 * post) and on (the zone follows the browser), in both languages, at both widths. Each test
 * books with a host of its own (added to the test server's store), so tests running side by
 * side never want the same slot, whatever else has been booked.
 */
const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ca`;

/** The day of an instant in Toronto, as the picker's links name it. */
const dayOf = (instant: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(instant);

async function chooseFirstFreeTime(page: Page) {
  const days = page.getByRole("navigation", { name: /Days with free times|Jours avec des plages/ });
  await expect(days.getByRole("radio", { checked: true })).toHaveCount(1);
  // The times of the day shown; the other days' are in the page, hidden.
  const times = page.getByRole("radio").and(page.locator("[name=slot]")).filter({ visible: true });
  await times.first().check();
  return times.first().getAttribute("value");
}

async function fillDetails(page: Page, email: string, fr = false) {
  await page.getByLabel(fr ? "Prénom" : "First name", { exact: true }).fill("Amélie");
  await page.getByLabel(fr ? "Nom de famille" : "Last name", { exact: true }).fill("Tremblay");
  await page.getByLabel(fr ? "Entreprise" : "Company", { exact: true }).fill("Boulangerie du Coin");
  await page.getByLabel(fr ? "Courriel" : "Email", { exact: true }).fill(email);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor books a time in Toronto's zone, gets the invitation file, and cancels", async ({
    page,
    request,
  }, testInfo) => {
    const hostId = await ownHost(testInfo, "Nadia Okafor");
    await page.goto(`/book?topic=hosting&host=${hostId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a free consultation");
    await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("hosting");
    await expect(page.getByLabel("Show times in")).toHaveValue("America/Toronto");
    await expect(page.locator("[data-zone]")).toHaveText("Eastern Time — Toronto");
    // Another day is chosen in place, without a script: its times replace the first day's.
    const days = page.getByRole("navigation", { name: "Days with free times" });
    const another = days.getByRole("radio", { checked: false, disabled: false }).first();
    if ((await another.count()) > 0) {
      const otherDay = days.locator(`[name=day][value="${await another.getAttribute("value")}"]`);
      const name = (await otherDay.getAttribute("aria-label"))?.split(", ").slice(0, 2).join(", ");
      const before = page.url();
      // The day's cell is what a visitor taps (its radio button is drawn by the cell).
      await otherDay.locator("xpath=ancestor::label").click();
      await expect(otherDay).toBeChecked();
      await expect(page.getByRole("group", { name: `Free times on ${name}` })).toBeVisible();
      await expect(page.getByRole("group", { name: /^Free times on / })).toHaveCount(1);
      expect(page.url()).toBe(before);
    }
    const slot = await chooseFirstFreeTime(page);
    const email = unique("booker");
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Book this time" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are booked");
    await expect(page.getByText(`We have sent the invitation to ${email}`)).toBeVisible();
    const details = page.locator("dl");
    await expect(details).toContainText("Nadia Okafor");
    await expect(details).toContainText("Eastern Time — Toronto");
    await expect(details).toContainText("https://meet.jit.si/Maplestack-");

    // The calendar file: the same instant, in Toronto's time with its zone.
    const ics = await request.get(
      (await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href")) ?? "",
    );
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain("METHOD:PUBLISH");
    expect(body).toContain("BEGIN:VTIMEZONE");
    const wall = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Toronto",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .format(Number(slot))
      .replace(/\D/g, "");
    expect(body).toContain(`DTSTART;TZID=America/Toronto:${wall.slice(0, 8)}T${wall.slice(8)}00`);

    // Stored with its lead, whose source is the booking.
    const stored = await readStore((store) =>
      store.db
        .selectFrom("bookings")
        .innerJoin("leads", "leads.id", "bookings.lead_id")
        .select(["bookings.starts_at", "bookings.status", "leads.source"])
        .where("bookings.email", "=", email)
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ starts_at: Number(slot), status: "confirmed", source: "booking" });
    // The iCalendar file ends its last line with CRLF (RFC 5545, 3.1).
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);

    // Its French twin is the same booking in French: alternate and language switch agree.
    const manage = page.url().replace(/\?.*$/, "");
    const token = manage.split("/").pop() ?? "";
    await expect(page.locator('link[rel=alternate][hreflang="fr-CA"]')).toHaveAttribute(
      "href",
      new RegExp(`/fr/reserver/gerer/${token}$`),
    );
    const toFrench = page.getByRole("link", { name: "Français" }).filter({ visible: true });
    await expect(toFrench.first()).toHaveAttribute(
      "href",
      new RegExp(`^/fr/reserver/gerer/${token}(\\?|$)`),
    );

    // Google's and Outlook's own forms, filled in with the meeting's UTC times.
    const google = new URL(
      (await page.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")) ?? "",
    );
    expect(google.hostname).toBe("calendar.google.com");
    const start = new Date(Number(slot)).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(google.searchParams.get("dates")).toMatch(new RegExp(`^${start}/`));
    const outlook = new URL(
      (await page.getByRole("link", { name: "Add to Outlook" }).getAttribute("href")) ?? "",
    );
    expect(outlook.searchParams.get("startdt")).toBe(
      new Date(Number(slot)).toISOString().replace(/\.\d{3}/, ""),
    );

    // The manage page's link cancels it, after a step that asks, with an optional reason.
    await page.getByRole("link", { name: "Cancel the consultation" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toBeVisible();
    await page.getByRole("link", { name: "Keep it" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel the consultation" }).click();
    await page
      .getByLabel("Why are you cancelling? (optional)")
      .fill("We found an in-house developer.");
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This consultation is cancelled.",
    );
    const reason = await readStore((store) =>
      store.db
        .selectFrom("bookings")
        .select(["visitor_reason", "status"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow(),
    );
    expect(reason).toEqual({
      visitor_reason: "We found an in-house developer.",
      status: "cancelled",
    });
    // For a minute, it can be taken back.
    await page.getByRole("button", { name: "Undo the cancellation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is back on.",
    );
    await page.goto(`${manage}?cancel=1`);
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This consultation is cancelled.",
    );
    await page.goto(manage);
    await expect(page.getByRole("button", { name: "Cancel the consultation" })).toHaveCount(0);
    await page.goto(`/book?topic=hosting&host=${hostId}&day=${dayOf(Number(slot))}`);
    await expect(page.locator(`[name=slot][value="${slot}"]`)).toHaveCount(1);
  });

  test("a forged or unknown manage link finds nothing", async ({ page }) => {
    const response = await page.goto(`/book/manage/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    const ics = await page.request.get(`/book/manage/${"A".repeat(43)}/invite.ics`);
    expect(ics.status()).toBe(404);
  });
});

test.describe("with JavaScript", () => {
  test.use({ timezoneId: "America/Halifax" });

  test("en français : l'heure suit le fuseau du navigateur, et la réservation est confirmée", async ({
    page,
  }, testInfo) => {
    const hostId = await ownHost(testInfo, "Nadia Okafor");
    await open(page, `/fr/reserver?topic=hosting&host=${hostId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Réserver une consultation gratuite",
    );
    // The zone the browser reports, named, and Toronto's time beside each slot.
    await expect(page.getByLabel("Afficher les heures selon")).toHaveValue("America/Halifax");
    await expect(page).toHaveURL(/tz=America%2FHalifax/);
    await expect(page.getByText(/à Toronto$/).first()).toBeVisible();
    const slot = await chooseFirstFreeTime(page);
    const email = unique("reservation");
    await fillDetails(page, email, true);
    await page.getByRole("button", { name: "Réserver cette plage" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("C’est réservé");
    const details = page.locator("dl");
    await expect(details).toContainText("Atlantique — Halifax");
    await expect(details).toContainText("À Toronto");
    const stored = await readStore((store) =>
      store.db
        .selectFrom("bookings")
        .select(["starts_at", "visitor_zone", "language"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({
      starts_at: Number(slot),
      visitor_zone: "America/Halifax",
      language: "fr",
    });
    // The booking's own page, and its step that asks before cancelling, pass axe.
    await expectNoAxeViolations(page, "page de la réservation");
    await page.getByRole("link", { name: "Annuler la consultation" }).click();
    await expect(page.getByRole("heading", { name: "Annuler cette consultation ?" })).toBeFocused();
    await expectNoAxeViolations(page, "confirmation de l’annulation");
  });

  // At 1440 px only: one run of the race is enough; the phone books elsewhere.
  test(
    "errors are named and focused, and a slot taken meanwhile keeps what was typed",
    {
      tag: "@desktop",
    },
    async ({ page, browser }, testInfo) => {
      const hostId = await ownHost(testInfo, "Nadia Okafor");
      await open(page, `/book?topic=hosting&host=${hostId}&tz=America/Toronto`);
      await page.getByRole("button", { name: "Book this time" }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Please correct the highlighted fields.");
      // Said in each day's times, seen in the day shown.
      await expect(page.getByText("Please choose a time.").filter({ visible: true })).toBeVisible();
      await expect(page.getByText("Please enter your first name.")).toBeVisible();

      const slot = await chooseFirstFreeTime(page);
      // A message goes as soon as its field is put right.
      await expect(page.getByText("Please choose a time.")).toHaveCount(0);
      await page.getByLabel("First name", { exact: true }).fill("Amélie");
      await expect(page.getByText("Please enter your first name.")).toHaveCount(0);
      await expect(page.getByLabel("First name", { exact: true })).not.toHaveAttribute(
        "aria-invalid",
        "true",
      );
      const email = unique("second");
      await fillDetails(page, email);
      await page.getByLabel(/Anything we should read first/).fill("Moving three mailboxes.");

      // Someone else books the same time first, in another browser.
      const other = await browser.newPage({ timezoneId: "America/Toronto" });
      await open(
        other,
        `/book?topic=hosting&host=${hostId}&tz=America/Toronto&day=${dayOf(Number(slot))}`,
      );
      await other.locator(`[name=slot][value="${slot}"]`).check();
      await fillDetails(other, unique("first"));
      await other.getByRole("button", { name: "Book this time" }).click();
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("You are booked");
      await other.close();

      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(page.getByRole("alert")).toContainText("Someone booked that time");
      await expect(page.getByRole("group", { name: "Nearest free times" })).toBeVisible();
      await expect(page.locator(`[name=slot][value="${slot}"]`)).toHaveCount(0);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(/Anything we should read first/)).toHaveValue(
        "Moving three mailboxes.",
      );
      await page
        .getByRole("group", { name: "Nearest free times" })
        .getByRole("radio")
        .first()
        .check();
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are booked");
    },
  );

  test("the slot picker passes axe and works from the keyboard", async ({ page }, testInfo) => {
    const hostId = await ownHost(testInfo, "Nadia Okafor");
    await open(page, `/book?topic=hosting&host=${hostId}&tz=America/Vancouver`);
    await expectNoAxeViolations(page, "booking page");
    // Keyboard: the arrows move between the days with free times, each showing its own times;
    // then Tab on to the times, and the arrows between them.
    const days = page.getByRole("radio").and(page.locator("[name=day]"));
    const free = days.and(page.locator(":enabled"));
    await days.and(page.locator(":checked")).focus();
    if ((await free.count()) > 1) {
      const from = await days.and(page.locator(":checked")).getAttribute("value");
      await page.keyboard.press("ArrowRight");
      const to = days.and(page.locator(":checked"));
      await expect(to).toBeFocused();
      expect(await to.getAttribute("value")).not.toBe(from);
    }
    const shown = (await days.and(page.locator(":checked")).getAttribute("aria-label")) ?? "";
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("name") === "slot")) break;
    }
    const times = page.locator("[name=slot]").filter({ visible: true });
    const first = times.first();
    await expect(first).toBeFocused();
    await expect(
      page.getByRole("group", {
        name: `Free times on ${shown.split(", ").slice(0, 2).join(", ")}`,
      }),
    ).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    if ((await times.count()) > 1) {
      await page.keyboard.press("ArrowRight");
      await expect(times.nth(1)).toBeChecked();
    }
    if (!isPhone(testInfo)) {
      await expectNoAxeViolations(page, "booking page with a time chosen");
    }
  });
});

test("the main call to action leads to booking, with the service's topic chosen", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Book a free consultation" }).first().click();
  // Once the page runs, the zone the browser reports joins the address.
  await expect(page).toHaveURL(/\/book(\?tz=[\w%]+)?$/);
  await page.goto("/services/software/api-integration");
  await page.getByRole("link", { name: "Book a free consultation" }).last().click();
  await expect(page).toHaveURL(/\/book\?topic=software(&tz=[\w%]+)?$/);
  await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("software");
  await page.goto("/fr/nous-joindre");
  await page.getByRole("link", { name: "Réserver une consultation gratuite" }).click();
  await expect(page).toHaveURL(/\/fr\/reserver(\?tz=[\w%]+)?$/);
});

test.describe("in India", () => {
  test.use({ timezoneId: "Asia/Calcutta" });

  test("a browser that reports the zone by its old name sees the city as it is spelled now", async ({
    page,
  }, testInfo) => {
    const hostId = await ownHost(testInfo, "Nadia Okafor");
    await open(page, `/book?topic=hosting&host=${hostId}`);
    await expect(page).toHaveURL(/tz=Asia%2F(Calcutta|Kolkata)/);
    await expect(page.locator("[data-zone]")).toHaveText(/— Kolkata$/);
    await expect(page.getByText("Calcutta")).toHaveCount(0);
  });
});

test.describe("refusals", () => {
  /** The form of /book as a script would post it: its token, a chosen time and the details. */
  async function bookingForm(page: Page, hostId: number, locale: "en" | "fr" = "en") {
    await page.goto(`${locale === "fr" ? "/fr/reserver" : "/book"}?topic=hosting&host=${hostId}`);
    const token = await page.locator("[name=formToken]").getAttribute("value");
    const times = await page
      .locator("[name=slot]")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    return { token: token ?? "", times };
  }
  const post = (page: Page, path: string, fields: Record<string, string>) =>
    page.request.post(path, {
      headers: { origin: new URL(page.url()).origin },
      form: {
        topic: "hosting",
        firstName: "Amélie",
        lastName: "Tremblay",
        company: "Boulangerie du Coin",
        meetingMode: "video",
        zone: "America/Toronto",
        ...fields,
      },
      maxRedirects: 0,
    });

  // At 1440 px only: the server's answers are the same at any width.
  test(
    "one form books once, and each refusal says its own cause, in both languages",
    {
      tag: "@desktop",
    },
    async ({ page }, testInfo) => {
      const hostId = await ownHost(testInfo, "Nadia Okafor");
      const { token, times } = await bookingForm(page, hostId);
      const [first] = times;
      const email = unique("once");
      const booked = await post(page, "/book", {
        formToken: token,
        host: String(hostId),
        slot: first ?? "",
        email,
      });
      expect(booked.status()).toBe(303);
      // Another free time: the first day shown may have had one left (late on a Saturday).
      const second = times[1] ?? (await bookingForm(page, hostId)).times.find((at) => at !== first);
      // The same form again, for another time or another address: refused, nothing booked.
      const again = await post(page, "/book", {
        formToken: token,
        host: String(hostId),
        slot: second ?? "",
        email: unique("victim"),
      });
      expect(again.status()).toBe(409);
      expect(await again.text()).toContain("This form has already been sent");

      // A Saturday, a time outside the host's hours, a time past: each said as it is.
      const saturday = (() => {
        const at = new Date(Number(first));
        at.setUTCDate(at.getUTCDate() + ((6 - at.getUTCDay() + 7) % 7 || 7));
        return at.getTime();
      })();
      for (const [slot, words] of [
        [saturday, /no consultations that day|pas de consultations ce jour-là/],
        [Date.now() - 60 * 60 * 1000, /already passed|déjà passée/],
      ] as const) {
        for (const locale of ["en", "fr"] as const) {
          const form = await bookingForm(page, hostId, locale);
          const answer = await post(page, locale === "fr" ? "/fr/reserver" : "/book", {
            formToken: form.token,
            host: String(hostId),
            slot: String(slot),
            email: unique("refused"),
          });
          expect(answer.status()).toBe(409);
          const text = await answer.text();
          expect(text).toMatch(words);
          expect(text).not.toMatch(/Someone booked that time|Quelqu.réservé cette plage/);
        }
      }
    },
  );
});
