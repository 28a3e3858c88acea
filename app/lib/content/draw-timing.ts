/**
 * How long after a change the entry form sends its fields to be drawn (the live preview: a
 * pause in the typing, not every key). The publish bench adds it to the server's answer.
 */
export const DRAW_AFTER_MS = 80;
