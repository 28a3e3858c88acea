import { Store, type StoreLocation } from "../../app/lib/db.server";

/** Where the Playwright web server keeps its leads (playwright.config.ts passes it as DATA_DIR). */
export const E2E_DATA_DIR = ".data/e2e";

/**
 * Reads what a server stored, through the same module the server writes with: from its
 * SQLite directory, or from a database location.
 */
export async function readStore<T>(
  read: (store: Store) => Promise<T>,
  where: string | StoreLocation = E2E_DATA_DIR,
) {
  const store = await Store.open(typeof where === "string" ? { dataDir: where } : where);
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}
