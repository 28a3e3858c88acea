/** A title with an optional highlighted part, rendered after the plain text. */
export type Emphasis = { text: string; accent?: string };

/**
 * The shape of a copy module written `as const`, with its words free: a French twin keeps the
 * structure (keys, list lengths, icons and artwork) and writes its own strings.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : { readonly [K in keyof T]: K extends "icon" | "scene" ? T[K] : Widen<T[K]> };
