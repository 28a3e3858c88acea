import { Icon } from "~/components/ui/icon";
import { site, siteFr } from "~/content/site";
import { useLocale } from "~/i18n/locale";
import { cn } from "~/lib/cn";

/** The phone and email links (and optionally the city), as the header, menu and footer show them. */
export function ContactLinks({
  className,
  compact = false,
  withCity = false,
}: {
  className?: string;
  compact?: boolean;
  withCity?: boolean;
}) {
  const city = useLocale() === "fr" ? siteFr.city : site.city;
  const row = cn("inline-flex items-center", compact ? "min-h-9 gap-2" : "min-h-11 gap-3");
  const icon = cn("text-aurora-teal", compact ? "size-4" : "size-[18px]");
  return (
    <ul className={className}>
      <li>
        <a href={site.phone.href} className={cn(row, "hover:text-on-night")}>
          <Icon name="phone" className={icon} />
          {site.phone.display}
        </a>
      </li>
      <li>
        <a href={site.email.href} className={cn(row, "hover:text-on-night")}>
          <Icon name="mail" className={icon} />
          {site.email.display}
        </a>
      </li>
      {withCity ? (
        <li className={row}>
          <Icon name="map-pin" className={icon} />
          {city}
        </li>
      ) : null}
    </ul>
  );
}
