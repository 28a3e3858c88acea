import { describe, expect, it } from "vitest";
import { callbackOptions, optionLabels, quoteValues, validateQuote } from "./quote";

const valid = {
  firstName: "Amélie",
  lastName: "O'Neil-Tremblay",
  company: "Boulangerie du Coin",
  email: "amelie@boulangerie.ca",
  phone: "+1 (514) 555-0199",
  services: ["web", "digital-marketing"],
  budget: "$15,000 to $50,000",
  callbackTime: "Any time",
  description: "A bilingual website with online orders for our three bakeries.",
  marketingConsent: "yes",
};

describe("the quote form's schema", () => {
  it("accepts a complete enquiry and normalises it", () => {
    const result = validateQuote(valid);
    expect(result.ok && result.quote).toMatchObject({
      firstName: "Amélie",
      marketingConsent: true,
      services: ["web", "digital-marketing"],
    });
  });

  it("treats an empty phone and an unticked consent as absent", () => {
    const { marketingConsent: _, ...rest } = valid;
    const result = validateQuote({ ...rest, phone: "" });
    expect(result.ok && result.quote).toMatchObject({ phone: null, marketingConsent: false });
  });

  it.each([
    ["firstName", "", "Please enter your first name."],
    [
      "firstName",
      "Ada\r\nBcc: x@y.ca",
      "Please remove line breaks and special characters from your first name.",
    ],
    [
      "company",
      "<script>alert(1)</script>",
      "Please use only letters, numbers and punctuation in your company name.",
    ],
    ["email", "amelie.boulangerie.ca", "Please enter a valid email address, like name@company.ca."],
    ["phone", "555", "Please enter a phone number with its area code, or leave it empty."],
    ["services", [], "Choose at least one service."],
    ["services", ["plumbing"], "Please choose services from the list."],
    ["budget", "", "Please choose a budget range."],
    ["callbackTime", "midnight", "Please choose when we should call you back."],
    ["description", "Too short", "Please describe your project in at least 20 characters."],
    ["description", "x".repeat(5001), "Please keep the description under 5,000 characters."],
    [
      "description",
      `Hello\u0000 there, a long enough text`,
      "Please remove special characters from the description.",
    ],
  ])("refuses %s = %j with a clear message", (field, value, message) => {
    const result = validateQuote({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field as keyof typeof result.errors]).toBe(message);
  });

  it("offers call-backs only within the support hours, each with its French label", () => {
    expect(
      callbackOptions.filter((option) => /evening|night|\b([6-9]|1[01]) pm/i.test(option)),
    ).toEqual([]);
    for (const option of callbackOptions) {
      expect(optionLabels.fr[option], option).toBeTruthy();
    }
  });

  it("refuses the early-evening call-back it no longer offers", () => {
    const result = validateQuote({ ...valid, callbackTime: "Early evening (5 to 7 pm ET)" });
    expect(!result.ok && result.errors.callbackTime).toBe(
      "Please choose when we should call you back.",
    );
  });

  it("refuses a field it does not know", () => {
    const result = validateQuote({ ...valid, isAdmin: "1" });
    expect(!result.ok && result.unknown).toEqual(["isAdmin"]);
  });

  it("reads form data with repeated services and without the abuse fields", () => {
    const form = new FormData();
    form.append("firstName", "Ada");
    form.append("services", "web");
    form.append("services", "hosting");
    form.append("website", "");
    form.append("formToken", "1.abc");
    expect(quoteValues(form)).toEqual({ firstName: "Ada", services: ["web", "hosting"] });
  });
});
