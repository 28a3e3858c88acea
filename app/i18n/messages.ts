/**
 * The interface's words that every page needs: one typed catalogue (docs/decisions/0006), a
 * module per language (messages.en.ts, messages.fr.ts) of which a page loads its own
 * (catalogue.ts, docs/decisions/0029). The words of one kind of page are in words/ (each page
 * loads only its own); page copy lives in the content modules.
 */
import { catalogue } from "./catalogue";
import { useLocale } from "./locale";
import type { Messages } from "./messages.en";

export type { Messages };

export const messages = catalogue<Messages>("messages", {
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
});

/** The interface's words in the language of the page being rendered. */
export function useMessages(): Messages {
  return messages[useLocale()];
}
