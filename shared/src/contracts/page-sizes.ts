/**
 * Rows a page of each paged list holds when the caller names no `page_size`: the server pages by
 * these, and each list asks for these, so the two never disagree. Without zod, so a list's first
 * load can read them (the resources entry does).
 */
export const PAGE_SIZES = {
  /** Spec part 2 section 8. */
  loads: 10,
  /** Spec part 2 section 9. */
  trucks: 10,
  /** The Brokers screen (issue 30), as the trucks'. */
  brokers: 10,
  /** Spec part 2 sections 5 and 6. */
  drivers: 7,
  dispatchers: 7,
  /** Spec part 2 "Check-in/Check-out". */
  driverHours: 7,
  /** Spec part 2 section 9. */
  analytics: 7,
  chatContacts: 50,
  /** The activity list and a record's History tab (issue 28): one line per event, so more a page than a table of records. */
  activity: 20,
  /** The driver pickers' matches a page (the loads picker shows the first, Assign Drivers pages on): sent as `page_size`. */
  driverSearch: 20,
  /** Driver settlements (issue 30): the Settlements screen and a driver's Settlements section. */
  settlements: 10,
  /** Invoices (issue 30): the Invoices screen. */
  invoices: 10,
} as const;

export type PagedResource = keyof typeof PAGE_SIZES;
