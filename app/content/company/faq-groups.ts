/** How the FAQ page is put together from its files: content/en/faqs/<topic>.yaml, <topic>/*.yaml. */
type Locale = "en" | "fr";

export type TopicDocument = {
  locale: Locale;
  order: number;
  address: string;
  topic: { id: string };
};
export type QuestionDocument = {
  locale: Locale;
  topic: string;
  order: number;
  item: { id: string };
};

/** The FAQ's topics in their order, each with its questions in theirs. */
export function faqGroups<Topic extends TopicDocument, Question extends QuestionDocument>(
  topics: readonly Topic[],
  questions: readonly Question[],
  locale: Locale,
): Array<Topic["topic"] & { items: Question["item"][] }> {
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
  return topics
    .filter((entry) => entry.locale === locale)
    .sort(byOrder)
    .map((entry) => ({
      ...entry.topic,
      items: questions
        .filter((question) => question.locale === locale && question.topic === entry.topic.id)
        .sort(byOrder)
        .map((question) => question.item),
    }));
}
