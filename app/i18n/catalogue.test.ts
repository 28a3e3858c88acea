import { describe, expect, it } from "vitest";
import { catalogue, loadWords } from "./catalogue";

describe("a catalogue of words per language", () => {
  it("refuses a language that has not been loaded, and loads each language once", async () => {
    const imports: string[] = [];
    const module = (locale: string, hello: string) => async () => {
      imports.push(locale);
      return { default: { hello } };
    };
    const words = catalogue("sample", { en: module("en", "Hello"), fr: module("fr", "Bonjour") });
    expect(() => words.fr).toThrow("sample: the fr words are read before they are loaded");
    await loadWords(["fr"]);
    expect(words.fr.hello).toBe("Bonjour");
    expect(() => words.en).toThrow(/sample: the en words/);
    await loadWords();
    await loadWords();
    expect(words.en.hello).toBe("Hello");
    expect(imports).toEqual(["fr", "en"]);
  });

  it("tries a language again after its module failed to load", async () => {
    let failures = 1;
    const words = catalogue("flaky", {
      en: async () => {
        if (failures-- > 0) throw new Error("connection dropped");
        return { default: { hello: "Hello" } };
      },
      fr: async () => ({ default: { hello: "Bonjour" } }),
    });
    await expect(loadWords(["en"])).rejects.toThrow("connection dropped");
    await loadWords(["en"]);
    expect(words.en.hello).toBe("Hello");
  });
});
