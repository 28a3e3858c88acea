import type { TestProject } from "vitest/node";
import { startPostgres } from "../scripts/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL for the store tests, started once for the run. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
