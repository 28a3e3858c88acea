declare module "virtual:insights" {
  import type { Article } from "~/content/insights/schema";
  /** When the build ran: articles dated after it wait for the next build. */
  export const builtAt: string;
  export const articles: Article[];
}
