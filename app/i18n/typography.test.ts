import { describe, expect, it } from "vitest";
import { typesetFr, typographyFaults } from "./typography";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("Canadian French typography", () => {
  it("puts the OQLF's spaces before : ; ? ! and inside « », added where a writer left none", () => {
    expect(typesetFr("Délai : 9 semaines")).toBe(`Délai${NBSP}: 9${NBSP}semaines`);
    expect(typesetFr("Pourquoi nous ? Parce que !")).toBe(
      `Pourquoi nous${NNBSP}? Parce que${NNBSP}!`,
    );
    expect(typesetFr("d'abord ; ensuite")).toBe(`d’abord${NNBSP}; ensuite`);
    expect(typesetFr("Pourquoi nous?")).toBe(`Pourquoi nous${NNBSP}?`);
    expect(typesetFr("« Merci »")).toBe(`«${NBSP}Merci${NBSP}»`);
  });

  it("keeps amounts, percentages and hours together", () => {
    expect(typesetFr("1 250 $ par mois")).toBe(`1${NBSP}250${NBSP}$ par mois`);
    expect(typesetFr("99,9 %")).toBe(`99,9${NBSP}%`);
    expect(typesetFr("de 9 h à 17 h")).toBe(`de 9${NBSP}h à 17${NBSP}h`);
    expect(typesetFr("8 h 30")).toBe(`8${NBSP}h${NBSP}30`);
  });

  it("keeps a number with the word it counts, and sets the apostrophe", () => {
    expect(typesetFr("en 12 semaines, 25 ans plus tard")).toBe(
      `en 12${NBSP}semaines, 25${NBSP}ans plus tard`,
    );
    expect(typesetFr("l'agence qu'on connaît aujourd'hui")).toBe(
      "l’agence qu’on connaît aujourd’hui",
    );
    // A capital after a number starts a new sentence or a name: no space is bound.
    expect(typesetFr("Étape 2 Maplestack")).toBe("Étape 2 Maplestack");
  });

  it("leaves addresses, times and text without such marks alone", () => {
    for (const text of [
      "https://maplestack.ca/fr",
      "12:30",
      "Sites web et logiciels",
      "2019 2020",
    ]) {
      expect(typesetFr(text)).toBe(text);
    }
  });

  it("finds what a French page gets wrong, and nothing in typeset text", () => {
    expect(typographyFaults("Délai : 9 semaines")).toHaveLength(1);
    expect(typographyFaults("« Merci »")).toHaveLength(2);
    expect(typographyFaults("Prix : $250")).toHaveLength(2);
    expect(typographyFaults("de 9 am à 5 pm")).toHaveLength(2);
    expect(typographyFaults("1,250 clients")).toHaveLength(1);
    // A decimal with three places is no thousands comma: the QST is 9,975 %.
    expect(typographyFaults(`TVQ de 9,975\u00a0%`)).toEqual([]);
    expect(typographyFaults("52% de plus")).toHaveLength(1);
    const clean = typesetFr("Délai : 9 semaines ; « Merci » ! 1 250 $, 52 %, de 9 h à 17 h ?");
    expect(typographyFaults(clean)).toEqual([]);
  });
});
