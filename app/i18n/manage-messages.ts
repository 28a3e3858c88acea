/**
 * The words of the page where a booked consultation is managed, a module per language of which
 * the page loads its own (catalogue.ts); the page also reads booking-messages.ts.
 */
import { catalogue } from "./catalogue";
import type { ManageMessages } from "./manage-messages.en";

export type { ManageMessages };

export const manageMessages = catalogue<ManageMessages>("manage-messages", {
  en: () => import("./manage-messages.en"),
  fr: () => import("./manage-messages.fr"),
});
