/**
 * The one promise the site makes about quotes, worded once per language in content/en/facts.yaml
 * and content/fr/facts.yaml (`claims.fixedQuote`). Service pages name it as
 * `{claims.fixedQuote}`; the company FAQ and the contact page read it here, so no page can drift
 * to another version of it.
 */
import { claims, claimsFr } from "../site";

export const fixedQuote = claims.fixedQuote;
export const fixedQuoteFr = claimsFr.fixedQuote;
