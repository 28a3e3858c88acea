import { Reveal } from "~/components/motion/reveal";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ServicesMenuCategory } from "~/content/navigation";
import type { Emphasis } from "~/content/types";
import { useMessages } from "~/i18n/messages";
import { SectionHeading } from "./section-heading";

export function ServicesOverview({
  heading,
  categories,
}: {
  heading: { eyebrow: string; title: Emphasis; description: string };
  categories: ServicesMenuCategory[];
}) {
  const m = useMessages();
  return (
    <section id="services" aria-labelledby="services-title" className="bg-paper py-20 sm:py-28">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="services-title" {...heading} />
        </Reveal>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <li key={category.slug} className="contents">
              <Reveal
                delay={(index % 3) * 90}
                className="group relative flex flex-col rounded-card border border-paper-line bg-paper-raised p-7 shadow-card transition duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-night text-aurora-teal">
                  <Icon name={category.icon} className="size-6" />
                </span>
                <h3 className="mt-6 font-semibold text-ink text-xl">
                  <Link
                    to={category.to}
                    className="after:absolute after:inset-0 after:rounded-card"
                  >
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-2 text-ink-muted">{category.summary}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {category.items.slice(0, 4).map((item) => (
                    <li
                      key={item.to}
                      className="wrap-anywhere rounded-full bg-paper px-3 py-1 text-ink-muted text-sm ring-1 ring-paper-line"
                    >
                      {item.label}
                    </li>
                  ))}
                </ul>
                <span className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-accent-strong">
                  {m.sections.explore(category.name)}
                  <Icon
                    name="arrow-right"
                    className="size-4 transition group-hover:translate-x-1"
                  />
                </span>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
