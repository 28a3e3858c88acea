/**
 * The team, one file per member per language (content/en/team/<their name>.yaml and its twin in
 * content/fr/team), in their `order`.
 * The about page shows them; articles name their author by the file's name (`isabelle-gagnon`).
 */
import { allTeamMembers } from "#content";
import type { Locale } from "../../i18n/locale";
import type { TeamMember } from "./schema";

function teamIn(locale: Locale): readonly (TeamMember & { key: string })[] {
  return allTeamMembers
    .filter((entry) => entry.locale === locale)
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ key: entry.key, ...entry.member }));
}

/** The team in each language, in the same order. */
export const team: Record<Locale, readonly (TeamMember & { key: string })[]> = {
  en: teamIn("en"),
  fr: teamIn("fr"),
};
