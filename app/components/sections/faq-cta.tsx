import { useLocale } from "~/i18n/locale";
import { faqsWords } from "~/i18n/words/faqs";
import { CtaBand } from "./cta-band";

/** The FAQ's closing call, on its topics page and on each topic's: ask us what is not here. */
export function FaqCta() {
  const words = faqsWords[useLocale()];
  return (
    <CtaBand
      title={words.ctaTitle}
      description={words.ctaText}
      button={{ label: words.ctaButton, to: "/contact-us" }}
    />
  );
}
