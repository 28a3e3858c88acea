import type { IconName } from "./icon-set";

export type { IconName } from "./icon-set";

/** The path of the icon sprite, drawn at build time from the icon set. */
export const ICON_SPRITE_PATH = "/icons.svg";

/** An outline icon from the site's sprite; decorative, so hidden from assistive technology. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
