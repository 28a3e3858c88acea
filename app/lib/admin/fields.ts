/** Names and limits shared by the back office's pages and their server side. */
export const CSRF_FIELD = "csrf";

export const statuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type Status = (typeof statuses)[number];

export const PAGE_SIZE = 25;
export const NOTE_MAX = 4000;
export const PASSWORD_MIN = 12;

/** The list's filters, as its address reads them. */
export type LeadFilterQuery = {
  q?: string;
  status?: Status;
  category?: string;
  budget?: string;
  language?: string;
  from?: string;
  to?: string;
};

/** The filters as an address query (without the page unless asked), for links and the export. */
export function filterQuery(filter: LeadFilterQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "category", "budget", "language", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
