/**
 * The content model of the menus' words (content/en/navigation.yaml and
 * content/fr/navigation.yaml). Objects are strict: an unknown key fails the build. The categories
 * and services the menus list are the catalogue's (content/en/categories, content/en/services),
 * not written here.
 */
import { z } from "zod";

const text = z.string().trim().min(1);
/** A page by its English address: the French site leads to the page's French address. */
const address = z.string().regex(/^\/[a-z0-9/-]*$/, "a page's English address, such as /about-us");
const link = z.strictObject({ label: text, to: address });

export const navigationSchema = z.strictObject({
  /** The header's main navigation, in order; one item opens the Services menu. */
  main: z
    .array(z.strictObject({ ...link.shape, menu: z.literal("services").optional() }))
    .min(2)
    .max(8)
    .refine(
      (items) => items.filter((item) => item.menu === "services").length === 1,
      "one item, and one only, opens the Services menu (menu: services)",
    ),
  /** The header's button beside the main navigation. */
  letsTalk: link,
  /** The line at the foot of the Services menu, and its link. */
  servicesMenu: z.strictObject({ prompt: text, link }),
  /** The footer's columns of links. */
  footer: z
    .array(z.strictObject({ title: text, links: z.array(link).min(1) }))
    .min(1)
    .max(3),
  /** The links beside the copyright line. */
  legal: z.array(link).min(1),
});

export type NavigationWords = z.output<typeof navigationSchema>;
