/**
 * The one promise the site makes about quotes, worded once per language. The company FAQ and
 * the contact page make the same promise; service pages put it in their sentences from here, so
 * no page can drift to another version of it.
 */
export const fixedQuote =
  "a written, fixed-price quote within a week of our first call, firmed up after discovery for larger builds";

export const fixedQuoteFr =
  "une soumission écrite à prix fixe dans la semaine suivant notre premier appel, confirmée après l'étape de cadrage pour les projets plus importants";
