import { describe, expect, it } from "vitest";
import { localeOf } from "./locale";

describe("the language of an address", () => {
  it("is French for /fr, everything under it and the French home's data request", () => {
    for (const path of [
      "/fr",
      "/fr/a-propos",
      "/fr.data",
      "/fr/services/web.data",
      "/FR/A-Propos",
    ]) {
      expect(localeOf(path), path).toBe("fr");
    }
  });

  it("is English everywhere else, whatever the address looks like", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/france",
      "/fraud-prevention",
      "/services/fr",
      "/about-us",
    ]) {
      expect(localeOf(path), path).toBe("en");
    }
  });
});
