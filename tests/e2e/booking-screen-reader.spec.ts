import { expect, test } from "@playwright/test";
import { ownHost } from "./booking-hosts";
import { followCheckedState, startScreenReader } from "./screen-reader";
import { isPhone, open } from "./support";

/**
 * The slot picker as a screen reader announces it (Guidepup's Virtual Screen Reader), in both
 * languages: the days with their date and how many times are free, the chosen day's times as a
 * group named after that day, each time with Toronto's beside it, and the one chosen as checked.
 * The visitor is in Vancouver, so every time has a Toronto time to be read with it.
 */
test.use({ bypassCSP: true, timezoneId: "America/Vancouver" });

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a phrase names a date (YYYY-MM-DD): its weekday, its month and its day's number, in
 * whatever order and wording the page uses ("Tuesday, December 1", "mardi 1er décembre").
 */
function namesDay(phrase: string, date: string, locale: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(at);
  return (
    phrase.includes(part({ weekday: "long" })) &&
    phrase.includes(part({ month: "long" })) &&
    new RegExp(`(?<!\\d)${at.getUTCDate()}(?!\\d)`).test(phrase)
  );
}

for (const { path, locale, calendar, free } of [
  { path: "/book", locale: "en-CA", calendar: "Days with free times", free: /free/i },
  {
    path: "/fr/reserver",
    locale: "fr-CA",
    calendar: "Jours avec des plages libres",
    free: /libre/i,
  },
]) {
  test(`${path}: a day is heard with its free times, and a time with Toronto's and its state`, async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "the reader's walk is the same at any width");
    const hostId = await ownHost(testInfo, "Nadia Okafor");
    await open(page, `${path}?topic=hosting&host=${hostId}&tz=America/Vancouver`);
    const days = page.getByRole("navigation", { name: calendar });
    const dayChoices = days.getByRole("radio", { disabled: false });
    const dates = await dayChoices.evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).value),
    );
    expect(dates.length).toBeGreaterThan(0);
    // Another day than the one shown, when the week has one: choosing it must be heard.
    const otherIndex = await dayChoices.evaluateAll((radios) =>
      radios.findIndex((radio) => !(radio as HTMLInputElement).checked),
    );
    const target = dates[Math.max(otherIndex, 0)] ?? "";

    const reader = await startScreenReader(page);
    await followCheckedState(page);
    for (let i = 0; i < 10 && (await reader.last()) !== `navigation, ${calendar}`; i++) {
      await reader.perform("moveToNextNavigation");
    }
    expect(await reader.last()).toBe(`navigation, ${calendar}`);

    const isTarget = (phrase: string) =>
      phrase.startsWith("radio, ") && namesDay(phrase, target, locale);
    const toTarget: string[] = [];
    for (let i = 0; i < 100 && !isTarget(toTarget.at(-1) ?? ""); i++) {
      toTarget.push(...(await reader.readUntil(/^radio, /, 50)));
    }
    expect(isTarget(toTarget.at(-1) ?? ""), JSON.stringify(toTarget)).toBe(true);
    // Space chooses the day, as a screen-reader user does, and the reader says it is chosen.
    await reader.press(" ");
    await expect(days.getByRole("radio", { checked: true })).toHaveValue(target);
    const followed = await reader.last();
    expect(isTarget(followed) && /, checked(,|$)/.test(followed), followed).toBe(true);

    const toGroup = await reader.readUntil(/^(group|radiogroup), /, 200);
    const heardDays = [...toTarget, ...toGroup].filter(
      (phrase) => phrase.startsWith("radio, ") && !/, disabled(,|$)/.test(phrase),
    );
    const countOf = (phrase: string) =>
      Number(phrase.match(new RegExp(`, (\\d+)\\b[^,]*${free.source}`, "i"))?.[1] ?? Number.NaN);
    // Every day with free times is a choice named with its date and how many times are free.
    for (const date of dates) {
      const spoken = heardDays.filter((phrase) => namesDay(phrase, date, locale));
      expect(spoken, date).toHaveLength(1);
      expect(countOf(spoken[0] ?? ""), spoken[0]).toBeGreaterThan(0);
    }

    // The group is named after the day chosen.
    const group = toGroup.at(-1) ?? "";
    expect(group).toMatch(free);
    expect(namesDay(group, target, locale), group).toBe(true);

    // The words the visitor sees, so the phrase is checked against the page, not against itself.
    const first = page.locator("[name=slot]").filter({ visible: true }).first();
    const [time = "", office = ""] = await first.evaluate((input) =>
      [...(input.closest("label")?.querySelectorAll("span") ?? [])]
        .filter((span) => !span.querySelector("span") && /\w/.test(span.textContent ?? ""))
        .map((span) => (span.textContent ?? "").trim()),
    );
    expect(office).toContain("Toronto");
    const radio = (await reader.readUntil(/^radio, /, 10)).at(-1) ?? "";
    // A comma between the two times, so they are not heard as one run of numbers.
    expect(radio).toMatch(new RegExp(`^radio, ${literal(time)},\\s+${literal(office)}(,|$)`));
    expect(radio).toMatch(/, not checked(,|$)/);

    // Space, as a screen-reader user chooses; the browser must agree, or the phrase proves nothing.
    await reader.press(" ");
    await expect(first).toBeChecked();
    const chosen = await reader.last();
    expect(chosen).toMatch(new RegExp(`^radio, ${literal(time)}`));
    expect(chosen).toMatch(/, checked(,|$)/);

    // The count the day's choice announced is a promise about this group.
    const rest = await reader.readUntil(/^end of (group|radiogroup)\b/, 400);
    const times = 1 + rest.filter((phrase) => phrase.startsWith("radio, ")).length;
    expect(times).toBe(countOf(heardDays.find(isTarget) ?? ""));
  });
}
