// What a recipient's occasion can be: a date of the recipient's own each year (birthday,
// anniversary, one's own), or one of the shop's calendar (Mother's Day, the Eids, the start of
// Ramadan). Stored as these codes; here so the schema needs nothing above the database.
export const OCCASION_KINDS = [
  "birthday",
  "anniversary",
  "mothers-day",
  "eid-al-fitr",
  "eid-al-adha",
  "ramadan",
  "own-date",
] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];
