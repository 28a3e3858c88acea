/**
 * The time zones a visitor can see the slots in, named as people say them ("Eastern Time —
 * Toronto"), and the wording of an instant in one of them. Formatting is done on the server,
 * so the page reads the same before and after its script runs.
 */
import type { Locale } from "~/i18n/locale";
import { OFFICE_ZONE } from "./slots";

/** Canada's zones from east to west, then the places our clients most often call from. */
export const offeredZones = [
  "America/St_Johns",
  "America/Halifax",
  "America/Moncton",
  "America/Toronto",
  "America/Winnipeg",
  "America/Regina",
  "America/Edmonton",
  "America/Vancouver",
  "America/Whitehorse",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
] as const;

/** Whether a string names a time zone this server knows (any IANA zone a browser reports). */
export function isZone(zone: unknown): zone is string {
  if (
    typeof zone !== "string" ||
    zone.length > 64 ||
    !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)
  )
    return false;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Old names of zones whose city has been renamed or merged, with today's name: IANA's time-zone
 * database keeps them as links (its `backward` file) and browsers still report some of them
 * (Chromium in India says "Asia/Calcutta"), while people read the city as it is now spelled.
 */
const renamedZones: Record<string, string> = {
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Montreal": "America/Toronto",
  "Asia/Ashkhabad": "Asia/Ashgabat",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Istanbul": "Europe/Istanbul",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Macao": "Asia/Macau",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Tel_Aviv": "Asia/Jerusalem",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Europe/Uzhgorod": "Europe/Kyiv",
  "Europe/Zaporozhye": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
};

/** The zone to show: the one asked for (by its current name) when it is real, Toronto otherwise. */
export function zoneOrOffice(zone: unknown): string {
  if (!isZone(zone)) return OFFICE_ZONE;
  const renamed = renamedZones[zone];
  return renamed && isZone(renamed) ? renamed : zone;
}

const intlLocale = (locale: Locale) => (locale === "fr" ? "fr-CA" : "en-CA");

/** Cities whose names the zone ids do not spell as people write them, in each language. */
const cityNames: Record<Locale, Record<string, string>> = {
  en: { "St Johns": "St. John’s" },
  fr: { "St Johns": "St. John’s", London: "Londres" },
};

/** The city of a zone id: "America/St_Johns" → "St. John’s". */
export function zoneCity(zone: string, locale: Locale = "en"): string {
  const city = (zone.split("/").pop() ?? zone).replace(/_/g, " ");
  return cityNames[locale][city] ?? city;
}

/** ICU names a zone for a sentence ("heure de l’Est"); a label stands alone and takes a capital. */
const zoneNameFixes: Record<string, string> = { "heure : Royaume-Uni": "heure du Royaume-Uni" };
const standalone = (name: string) => {
  const fixed = zoneNameFixes[name] ?? name;
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
};

/** "Eastern Time — Toronto" / « heure de l'Est — Toronto », at the given instant. */
export function zoneLabel(zone: string, locale: Locale, at = Date.now()): string {
  const name =
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? zone;
  // "UTC", "Etc/GMT+5": a zone that is no place is named alone.
  if (!zone.includes("/") || zone.startsWith("Etc/")) return standalone(name);
  return `${standalone(name)} — ${zoneCity(zone, locale)}`;
}

/** The zones for the picker: the offered ones, plus the visitor's own if it is not among them. */
export function zoneChoices(current: string, locale: Locale, at = Date.now()) {
  const zones: string[] = [...offeredZones];
  if (!zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ zone, label: zoneLabel(zone, locale, at) }));
}

/** "Tuesday, December 1" / « mardi 1er décembre ». */
export function dayLabel(instant: number, zone: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(instant);
  return locale === "fr" ? text.replace(/^(\p{L}+) 1 /u, "$1 1er ") : text;
}

/** "10:30 a.m." / « 10 h 30 », its spaces unbreakable (a time is one unit on a line). */
export function timeLabel(instant: number, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
  })
    .format(instant)
    .replace(/\s/g, "\u00a0");
}

/** The date in a zone, as YYYY-MM-DD. */
export function zoneDate(instant: number, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** "Tuesday, December 1, 10:30 a.m. (Eastern Time — Toronto)": the whole of a meeting's start. */
export function whenLabel(instant: number, zone: string, locale: Locale): string {
  return `${dayLabel(instant, zone, locale)}, ${timeLabel(instant, zone, locale)} (${zoneLabel(zone, locale, instant)})`;
}
