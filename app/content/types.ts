/** A title with an optional highlighted part, rendered after the plain text. */
export type Emphasis = { text: string; accent?: string };
