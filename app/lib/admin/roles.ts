/**
 * Who may do what in the back office. Staff work the leads, bookings and newsletter; editors
 * also change the site's words, in both languages or in one (a translator); owners do all of
 * it and manage the team. Read on both sides: the server decides, the page shows what it may.
 */
export const ROLES = ["owner", "editor", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const CONTENT_LANGUAGES = ["en", "fr"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export type Access = {
  role: Role;
  /** For an editor limited to one language; null for both (and for every other role). */
  contentLanguage: ContentLanguage | null;
};

const languageName: Record<ContentLanguage, string> = { en: "English", fr: "French" };

/** Owners and editors change the site's content; staff do not. */
export const editsContent = (access: Access) => access.role === "owner" || access.role === "editor";

/** Whether this person may change an entry written in `language`. */
export const editsLanguage = (access: Access, language: ContentLanguage) =>
  editsContent(access) &&
  (access.role === "owner" ||
    access.contentLanguage === null ||
    access.contentLanguage === language);

/** "Owner", "Editor", "Editor, French only", "Staff". */
export function roleLabel(access: Access): string {
  if (access.role === "owner") return "Owner";
  if (access.role === "staff") return "Staff";
  return access.contentLanguage ? `Editor, ${languageName[access.contentLanguage]} only` : "Editor";
}

/** The choices the team page offers, each a role with its language, named as on the page. */
export const ROLE_CHOICES: Array<{ value: string; access: Access }> = [
  { value: "staff", access: { role: "staff", contentLanguage: null } },
  { value: "editor", access: { role: "editor", contentLanguage: null } },
  { value: "editor-en", access: { role: "editor", contentLanguage: "en" } },
  { value: "editor-fr", access: { role: "editor", contentLanguage: "fr" } },
  { value: "owner", access: { role: "owner", contentLanguage: null } },
];

export const roleChoiceOf = (access: Access) =>
  ROLE_CHOICES.find(
    (choice) =>
      choice.access.role === access.role &&
      choice.access.contentLanguage === access.contentLanguage,
  )?.value ?? "staff";

/** A choice sent by the team page's form, or undefined for anything it does not offer. */
export const accessOfChoice = (value: unknown): Access | undefined =>
  ROLE_CHOICES.find((choice) => choice.value === value)?.access;

/** A role read from the database: anything unknown is the least one, staff. */
export function accessOfRow(role: string, contentLanguage: string | null): Access {
  const known = (ROLES as readonly string[]).includes(role) ? (role as Role) : "staff";
  const language =
    known === "editor" && (CONTENT_LANGUAGES as readonly string[]).includes(contentLanguage ?? "")
      ? (contentLanguage as ContentLanguage)
      : null;
  return { role: known, contentLanguage: language };
}
