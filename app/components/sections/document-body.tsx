import { Icon } from "~/components/ui/icon";
import { languageTag, useLocale } from "~/i18n/locale";
import { useMessages } from "~/i18n/messages";

type Contact = { label: string; value: string; href?: string };

type DocumentSection = {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
  contacts?: Contact[];
};

/** A date as the page's readers write it ("November 23, 2026"), marked up for machines. */
export function LongDate({ date }: { date: string }) {
  const locale = useLocale();
  const text = new Date(`${date}T12:00:00Z`).toLocaleDateString(languageTag[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  // French writes the first of the month as an ordinal: « 1er septembre 2026 ».
  return <time dateTime={date}>{locale === "fr" ? text.replace(/^1 /, "1er ") : text}</time>;
}

/**
 * The reading part of a policy-style page: a contents list that stays in view on wide screens,
 * "the short version" in a card, then each section under its own anchor.
 */
export function DocumentBody({
  summary,
  sections,
}: {
  summary: string[];
  sections: DocumentSection[];
}) {
  const m = useMessages();
  return (
    <div className="bg-paper py-16 sm:py-20">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="contents-title"
            className="font-semibold text-ink-muted text-sm uppercase tracking-[0.14em]"
          >
            {m.sections.contents}
          </h2>
          <ol className="mt-4 grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-ink hover:text-accent-strong lg:min-h-9"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <section
            aria-labelledby="short-version"
            className="rounded-card border border-paper-line bg-paper-raised p-7 shadow-card"
          >
            <h2 id="short-version" className="font-semibold text-ink text-xl">
              {m.sections.shortVersion}
            </h2>
            <ul className="mt-4 grid gap-3">
              {summary.map((line) => (
                <li key={line} className="flex gap-3 text-ink-muted">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-aurora-teal-deep" />
                  {line}
                </li>
              ))}
            </ul>
          </section>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-28"
            >
              <h2 id={`${section.id}-title`} className="font-semibold text-2xl text-ink">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-ink-muted leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink-muted marker:text-accent-strong">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.after?.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-ink-muted leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.contacts ? <ContactList contacts={section.contacts} /> : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function ContactList({ contacts }: { contacts: Contact[] }) {
  return (
    <dl className="mt-6 grid gap-4 rounded-card border border-paper-line bg-paper-raised p-6 shadow-card sm:gap-2">
      {contacts.map((contact) => (
        <div
          key={contact.label}
          className="grid sm:grid-cols-[6rem_1fr] sm:items-baseline sm:gap-6"
        >
          <dt className="font-semibold text-ink text-sm uppercase tracking-[0.08em]">
            {contact.label}
          </dt>
          <dd>
            {contact.href ? (
              <a
                href={contact.href}
                className="inline-flex min-h-11 items-center font-medium text-accent-strong underline underline-offset-2 [overflow-wrap:anywhere]"
              >
                {contact.value}
              </a>
            ) : (
              <span className="block py-2 text-ink-muted [overflow-wrap:anywhere]">
                {contact.value}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
