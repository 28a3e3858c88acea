import type { SocialNetwork } from "~/content/site";
import { Icon, type IconName } from "./icon";

/** Each network's mark in the icon sprite, like every other icon of the page. */
const marks = {
  facebook: "brand-facebook",
  twitter: "brand-x",
  linkedin: "brand-linkedin",
  instagram: "brand-instagram",
  youtube: "brand-youtube",
} satisfies Record<SocialNetwork, IconName>;

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <Icon name={marks[network]} className={className} />;
}
