/**
 * The FAQ's topics as the addresses need them: each topic's id (/faqs/pricing), in its `order`,
 * and its French address segment, the `slug` of content/fr/faqs/<topic>.yaml.
 */
import { allFaqTopicEntries } from "#content";

export const faqTopics: readonly { id: string; fr: { slug: string } }[] = [...allFaqTopicEntries]
  .sort((a, b) => a.order - b.order)
  .map(({ id, fr }) => ({ id, fr }));
