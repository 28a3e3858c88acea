/** The words of a service category's page. */
import { site } from "~/content/site";
import { bilingual } from "../bilingual";

export const categoryWords = bilingual(
  {
    count: (count: number) => `${count} services`,
    whatWeDo: "What we do in",
    art: (name: string, summary: string) => `Illustration for ${name}: ${summary}`,
    ctaTitle: { text: "Not sure where to", accent: "start?" },
    ctaText:
      "Tell us what you want to change in your business. We will recommend the smallest set of services that gets you there, with a budget and a timeline.",
    title: (name: string) => `${name} for Canadian businesses`,
    description: (summary: string) =>
      `${summary} ${site.name} is a Toronto agency serving clients across Canada.`,
  },
  {
    count: (count: number) => `${count} services offerts`,
    /** Unused in French: each category's heading is written out (content/categories/*.fr.yaml). */
    whatWeDo: "Nos services",
    art: (ofServices: string, summary: string) => `Illustration de ${ofServices} : ${summary}`,
    ctaTitle: { text: "Vous ne savez pas par où", accent: "commencer ?" },
    ctaText:
      "Dites-nous ce que vous voulez changer dans votre entreprise. Nous vous recommanderons le plus petit ensemble de services pour y arriver, avec un budget et un échéancier.",
    title: (name: string) => `${name} pour les entreprises d'ici`,
    description: (summary: string) =>
      `${summary} Une agence torontoise au service de tout le Canada.`,
  },
);
