import IconBrandFacebook from "@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs";
import IconBrandInstagram from "@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs";
import IconBrandLinkedin from "@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs";
import IconBrandX from "@tabler/icons-react/dist/esm/icons/IconBrandX.mjs";
import IconBrandYoutube from "@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs";
import type { SocialNetwork } from "~/content/site";

const marks = {
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
} satisfies Record<SocialNetwork, unknown>;

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Mark = marks[network];
  return <Mark aria-hidden="true" focusable="false" stroke={1.75} className={className} />;
}
