import { differenceInCalendarDays } from 'date-fns';
import { parseIsoDay } from './day';
import type { ExpiryItem, ExpiryItemName, TruckExpiry } from '../contracts/fleet';
import { formatShortDate } from './index';

/** What each of a truck's dated obligations is called on screen. */
export const EXPIRY_ITEM_LABELS = { registration: 'Registration', insurance: 'Insurance', next_service: 'Service' } as const satisfies Record<
  ExpiryItemName,
  string
>;

const day = parseIsoDay;
/** Days from `as_of` to the date: 0 on the last good day. */
const daysLeft = (item: ExpiryItem, asOf: string) => (item.date ? differenceInCalendarDays(day(item.date), day(asOf)) : 0);
const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`);

/**
 * A badge's word for one date's state, as the server computed it: 'Expired' ('Overdue' for a
 * service), 'Due in 12 days', or null when the date is fine or missing (nothing to flag).
 */
export function expiryBadgeText(name: ExpiryItemName, item: ExpiryItem, asOf: string): string | null {
  if (item.state === 'expired') return name === 'next_service' ? 'Overdue' : 'Expired';
  if (item.state === 'due') return `Due ${inDays(daysLeft(item, asOf))}`;
  return null;
}

/**
 * One sentence per flagged date, worst first: 'Registration expired on Nov 3, 2026',
 * 'Insurance expires on Dec 1, 2026 (in 8 days)'. `names` picks the obligations that matter
 * (a load's driver picker asks only about registration and insurance).
 */
export function expiryProblems(
  expiry: TruckExpiry,
  names: readonly ExpiryItemName[] = ['registration', 'insurance', 'next_service'],
  states = ['expired', 'due'],
): string[] {
  const flagged = names.filter((n) => expiry[n].state && states.includes(expiry[n].state!));
  flagged.sort((a, b) => Number(expiry[b].state === 'expired') - Number(expiry[a].state === 'expired'));
  return flagged.map((n) => {
    const item = expiry[n];
    const label = EXPIRY_ITEM_LABELS[n];
    const date = formatShortDate(item.date);
    if (item.state === 'expired') return n === 'next_service' ? `${label} was due on ${date}` : `${label} expired on ${date}`;
    return `${label} ${n === 'next_service' ? 'is due' : 'expires'} on ${date} (${inDays(daysLeft(item, expiry.as_of))})`;
  });
}
