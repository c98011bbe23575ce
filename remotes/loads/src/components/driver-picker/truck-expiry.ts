import type { ExpiryItemName, TruckExpiry } from '@haulboard/shared/contracts';
import { EXPIRY_ITEM_LABELS, expiryProblems, formatShortDate } from '@haulboard/shared/format';

/** What keeps a truck legal on the road for a load: its next service does not. */
export const LOAD_EXPIRY_ITEMS = ['registration', 'insurance'] as const satisfies readonly ExpiryItemName[];

/**
 * The `as_of` the drivers are asked for: the load's pickup date once it is a real calendar day,
 * else nothing (the server then judges as of today). A half-typed or impossible date is never
 * sent, so it cannot fail the search.
 */
export function asOfParam(pickupDate: string | null | undefined): string | undefined {
  if (!pickupDate || !/^\d{4}-\d{2}-\d{2}$/.test(pickupDate)) return undefined;
  const d = new Date(`${pickupDate}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === pickupDate ? pickupDate : undefined;
}

/** The worst state of the truck's registration and insurance as the server judged them, and which are in it. */
export function loadExpiry(expiry: TruckExpiry | null | undefined): { state: 'expired' | 'due'; names: ExpiryItemName[] } | null {
  if (!expiry) return null;
  for (const state of ['expired', 'due'] as const) {
    const names = LOAD_EXPIRY_ITEMS.filter((n) => expiry[n].state === state);
    if (names.length > 0) return { state, names };
  }
  return null;
}

/** An option's badge: 'Registration expired', 'Registration, insurance expired', 'Insurance due soon'. */
export function expiryBadgeLabel(flag: NonNullable<ReturnType<typeof loadExpiry>>): string {
  const items = flag.names.map((n, i) => (i === 0 ? EXPIRY_ITEM_LABELS[n] : EXPIRY_ITEM_LABELS[n].toLowerCase())).join(', ');
  return `${items} ${flag.state === 'expired' ? 'expired' : 'due soon'}`;
}

/** The warning's sentences: 'Truck TRK-12: Registration expired on Nov 3, 2026', one per date of that state. */
export function expiryWarnings(truckNumber: string | null, expiry: TruckExpiry, state: 'expired' | 'due'): string[] {
  const truck = truckNumber ? `Truck ${truckNumber}` : "The driver's truck";
  return expiryProblems(expiry, LOAD_EXPIRY_ITEMS, [state]).map((p) => `${truck}: ${p}`);
}

/** The day the warning is for, in words: 'the pickup date, Dec 1, 2026', or 'today' without one. */
export const asOfWords = (asOf: string | undefined) => (asOf ? `the pickup date, ${formatShortDate(asOf)}` : 'today');
