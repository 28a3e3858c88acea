import type { IconName } from "./icon-set";

export type { IconName } from "./icon-set";

/** The path of the icon sprite, drawn at build time from the icon set. */
export const ICON_SPRITE_PATH = "/icons.svg";

/**
 * An outline icon from the site's sprite; decorative, so hidden from assistive technology. How
 * it is stroked is said by its symbol (app/routes/icon-sprite.ts).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
