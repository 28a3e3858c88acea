/**
 * The contact page's words: its copy from content/en/pages/contact.yaml, and the interface strings
 * of its contact lines and of the message shown once the form is sent.
 */
import { allContactWords } from "#content";
import { pageCopy } from "~/content/pages/copy";
import { site, siteFr } from "~/content/site";
import { bilingual } from "../bilingual";

const page = pageCopy(allContactWords);

const copy = (words: (typeof page)["en"]) => ({
  title: words.meta.title,
  description: words.meta.description,
  eyebrow: words.hero.eyebrow,
  heroTitle: words.hero.title,
  heroText: words.hero.description,
  bookTitle: words.book.title,
  bookText: words.book.description,
  bookLink: words.book.link,
  direct: words.direct.title,
  within: words.direct.responseTime,
  nextTitle: words.next.title,
  next: words.next.steps,
});

export const contactWords = bilingual(
  {
    ...copy(page.en),
    section: "Contact",
    aside: "Other ways to reach us",
    phone: "Phone",
    email: "Email",
    office: "Office",
    hours: "Hours",
    responseTime: "Response time",
    thanks: (firstName: string) => `Thank you, ${firstName}.`,
    thanksText: `Your enquiry has reached us. A senior member of our team will reply within ${site.responseTime}, usually by email, to set up your free consultation.`,
    seeWork: "See our work while you wait",
  },
  {
    ...copy(page.fr),
    section: "Formulaire de contact",
    aside: "Autres façons de nous joindre",
    phone: "Téléphone",
    email: "Courriel",
    office: "Bureau",
    hours: "Heures d'ouverture",
    responseTime: "Délai de réponse",
    thanks: (firstName: string) => `Merci, ${firstName}.`,
    thanksText: `Votre demande nous est bien parvenue. Une personne d'expérience de notre équipe vous répondra d'ici ${siteFr.responseTime}, habituellement par courriel, pour fixer votre consultation gratuite.`,
    seeWork: "Découvrez nos réalisations en attendant",
  },
);
