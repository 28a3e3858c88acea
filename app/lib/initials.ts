/**
 * "Marie-Ève Tremblay" → "MT": the avatar of a quoted client, who has no photo here. The home
 * page's testimonial, the service pages and the stories' own pages draw it the same way.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
