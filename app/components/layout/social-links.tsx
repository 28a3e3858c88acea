import { SocialIcon } from "~/components/ui/social-icon";
import { site } from "~/content/site";
import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/cn";

export function SocialLinks({
  className,
  size = "md",
}: {
  className?: string;
  size?: "sm" | "md";
}) {
  const m = useMessages();
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {site.socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              "grid place-items-center rounded-full text-on-night-muted transition hover:bg-white/10 hover:text-on-night",
              size === "sm" ? "size-9" : "size-11",
            )}
          >
            <SocialIcon network={social.network} className={size === "sm" ? "size-4" : "size-5"} />
            <span className="sr-only">{m.nav.socialLink(social.label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
