import { Reveal } from "~/components/motion/reveal";
import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useMessages } from "~/i18n/messages";

export type ServiceCardData = { name: string; path: string; description: string; icon: IconName };

/** One card per service, the whole card a link to the service page. */
export function ServiceCards({ services }: { services: readonly ServiceCardData[] }) {
  const m = useMessages();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, index) => (
        <li key={service.path} className="contents">
          <Reveal
            delay={(index % 3) * 80}
            className="group relative flex flex-col rounded-card border border-paper-line bg-paper-raised p-7 shadow-card transition duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-night text-aurora-teal">
              <Icon name={service.icon} className="size-5" />
            </span>
            <h3 className="mt-5 font-semibold text-ink text-lg">
              <Link to={service.path} className="after:absolute after:inset-0 after:rounded-card">
                {service.name}
              </Link>
            </h3>
            <p className="mt-2 text-ink-muted">{service.description}</p>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-accent-strong"
            >
              {m.sections.learnMore}
              <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
            </span>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
