/** The words of the FAQ and its topic pages (the questions are in content/company). */
import { bilingual } from "../bilingual";

export const faqsWords = bilingual(
  {
    eyebrow: "FAQs",
    art: "Illustration of a client's question answered plainly in a chat window",
    count: (answers: number, topics: number) => `${answers} answers in ${topics} topics`,
    topics: "Topics",
    answers: (count: number) => `${count} answers`,
    answersTitle: "Questions and answers",
    ctaTitle: { text: "Still have a", accent: "question?" },
    ctaText:
      "Ask us directly. A senior member of the team replies within one business day, with a straight answer and no sales script.",
    ctaButton: "Ask Us Directly",
  },
  {
    eyebrow: "Questions fréquentes",
    art: "Illustration d'une question de client qui reçoit une réponse claire dans une fenêtre de clavardage",
    count: (answers: number, topics: number) => `${answers} réponses réparties en ${topics} thèmes`,
    topics: "Thèmes",
    answers: (count: number) => `${count} réponses`,
    answersTitle: "Questions et réponses",
    ctaTitle: { text: "Une question", accent: "reste sans réponse ?" },
    ctaText:
      "Posez-la-nous directement. Un membre d'expérience de l'équipe vous répond d'ici un jour ouvrable, franchement et sans discours de vente.",
    ctaButton: "Poser ma question",
  },
);
