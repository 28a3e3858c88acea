import { Reveal } from "~/components/motion/reveal";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { ServiceSection } from "~/content/schema";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";
import { FeatureGrid } from "./feature-grid";
import { SectionHeading } from "./section-heading";

/** Renders one optional section of a service page, whichever kind its content has. */
export function DetailSection({ section, id }: { section: ServiceSection; id: string }) {
  const m = useMessages();
  switch (section.type) {
    case "services":
    case "industries":
      return (
        <FeatureGrid
          id={id}
          eyebrow={
            section.type === "services" ? m.sections.whatsIncluded : m.sections.whoWeWorkWith
          }
          title={section.title}
          description={section.description}
          items={section.items}
          surface="raised"
        />
      );
    case "benefits":
    case "reasons":
      return (
        <Band
          id={id}
          section={section}
          eyebrow={section.type === "benefits" ? m.sections.benefits : m.sections.whyUs}
        >
          <ul className="mt-10 grid gap-4 md:grid-cols-2">
            {section.items.map((item) => (
              <li
                key={item}
                className="flex gap-4 rounded-card border border-paper-line bg-paper p-5"
              >
                <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-aurora text-night">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="text-ink-muted">{item}</span>
              </li>
            ))}
          </ul>
        </Band>
      );
    case "integrations":
      return (
        <Band id={id} section={section} eyebrow={m.sections.integrations}>
          <ul className="mt-10 flex flex-wrap gap-3">
            {section.items.map((item) => (
              <li
                key={item}
                className="inline-flex items-center gap-2 rounded-full border border-paper-line bg-paper px-4 py-2 font-medium text-ink"
              >
                <Icon name="plug" className="size-4 text-accent-strong" />
                {item}
              </li>
            ))}
          </ul>
        </Band>
      );
    case "technologies":
      return (
        <Band id={id} section={section} eyebrow={m.sections.tools}>
          <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {section.groups.map((group) => (
              <div key={group.name} className="rounded-card border border-paper-line bg-paper p-6">
                <dt className="font-semibold text-ink">{group.name}</dt>
                <dd className="mt-3 flex flex-wrap gap-2">
                  {group.items.map((item) => (
                    <span
                      key={item}
                      className="rounded-full bg-paper-raised px-3 py-1 text-ink-muted text-sm ring-1 ring-paper-line"
                    >
                      {item}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Band>
      );
    case "platforms":
      return (
        <Band id={id} section={section} eyebrow={m.sections.platforms}>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.name} className="rounded-card border border-paper-line bg-paper p-6">
                <h3 className="font-semibold text-ink text-lg">{item.name}</h3>
                <p className="mt-2 text-ink-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </Band>
      );
    case "case-studies":
      return (
        <Band id={id} section={section} eyebrow={m.sections.caseStudies} tone="dark">
          <ul className="mt-10 grid gap-6 lg:grid-cols-2">
            {section.items.map((study) => (
              <li
                key={study.title}
                className="flex flex-col rounded-card border border-night-line bg-night-raised p-7"
              >
                <p className="text-aurora-teal text-sm">{study.client}</p>
                <h3 className="mt-2 font-semibold text-on-night text-xl">{study.title}</h3>
                <ul className="mt-5 grid gap-2">
                  {study.results.map((result) => (
                    <li key={result} className="flex gap-3 text-on-night">
                      <Icon
                        name="trending-up"
                        className="mt-0.5 size-5 shrink-0 text-aurora-teal"
                      />
                      {result}
                    </li>
                  ))}
                </ul>
                {study.technologies?.length ? (
                  <p className="mt-5 text-on-night-muted text-sm">
                    {m.sections.builtWith(study.technologies.join(", "))}
                  </p>
                ) : null}
                <div className="mt-auto pt-6">
                  <ButtonLink to={study.cta.to} variant="secondary" className="text-on-night">
                    {study.cta.label}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </Band>
      );
    case "packages":
      return (
        <Band id={id} section={section} eyebrow={m.sections.plans}>
          <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {section.items.map((plan) => (
              <li
                key={plan.title}
                className={cn(
                  "relative flex flex-col rounded-card border p-7",
                  plan.featured
                    ? "on-night border-transparent bg-night text-on-night shadow-glow"
                    : "border-paper-line bg-paper text-ink",
                )}
              >
                {plan.featured ? (
                  <p className="absolute -top-3 left-7 rounded-full bg-aurora px-3 py-1 font-semibold text-night text-xs">
                    {m.sections.mostChosen}
                  </p>
                ) : null}
                <h3 className="font-semibold text-lg">{plan.title}</h3>
                <p className="mt-3 font-semibold text-3xl tracking-tight">{plan.price}</p>
                <p className={cn("mt-3", plan.featured ? "text-on-night-muted" : "text-ink-muted")}>
                  {plan.description}
                </p>
                <ul className="mt-6 grid gap-2.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-sm">
                      <Icon
                        name="check"
                        className={cn(
                          "mt-0.5 size-4 shrink-0",
                          plan.featured ? "text-aurora-teal" : "text-accent-strong",
                        )}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-8">
                  <ButtonLink
                    to={plan.cta.to}
                    variant={plan.featured ? "primary" : "secondary"}
                    className="w-full"
                  >
                    {plan.cta.label}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </Band>
      );
  }
}

function Band({
  id,
  section,
  eyebrow,
  tone = "light",
  children,
}: {
  id: string;
  section: Pick<ServiceSection, "title" | "description">;
  eyebrow: string;
  tone?: "light" | "dark";
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "py-20 sm:py-24",
        tone === "dark" ? "on-night bg-night text-on-night" : "bg-paper-raised",
      )}
    >
      <div className="container-page">
        <Reveal>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={section.title}
            description={section.description}
            tone={tone}
          />
        </Reveal>
        <Reveal>{children}</Reveal>
      </div>
    </section>
  );
}
