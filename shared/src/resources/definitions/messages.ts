/** Spec part 2 section 8, the load list's failure; the analytics table says the same. */
export const LOADS_FETCH_FAILED = 'Failed to fetch data. Please try again later.';
/** Spec part 2 section 8: the trucks' failure, in the list and wherever trucks are offered. */
export const TRUCKS_FAILED = 'Error loading trucks';
