import type { Testimonial } from "./testimonials";

/** Le témoignage client affiché sur la page d'accueil et sur les pages de services qui l'activent. */
export const featuredTestimonialFr: Testimonial = {
  quote:
    "Maplestack a refait notre site de prise de rendez-vous et mis nos formulaires d'admission en ligne en neuf semaines. Les réservations en ligne ont augmenté d'un tiers, et notre personnel à l'accueil passe maintenant ses matinées avec les patients plutôt qu'au téléphone.",
  name: "Priya Raman",
  initials: "PR",
  role: "Directrice des opérations, Lakeshore Family Dental",
  location: "Mississauga (Ontario)",
};
