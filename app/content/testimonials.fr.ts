import type { Testimonial } from "./testimonials";

/** Le témoignage client de la page d'accueil. */
export const featuredTestimonialFr: Testimonial = {
  quote:
    "Maplestack a refait notre site de prise de rendez-vous et mis nos formulaires d'admission en ligne en neuf semaines. Les réservations en ligne ont augmenté d'un tiers, et notre personnel à l'accueil passe maintenant ses matinées avec les patients plutôt qu'au téléphone.",
  name: "Dana Whitfield",
  initials: "DW",
  role: "Directrice des opérations, Lakeshore Family Dental",
  location: "Mississauga (Ontario)",
};
