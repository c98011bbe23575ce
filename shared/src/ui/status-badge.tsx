import { lazyPart } from './lazy-part';

export type StatusBadgeProps = {
  /** A load status (unassigned, assigned, delivered) or a payment (Paid, Unpaid); others draw grey. */
  status: string;
  /** The text, when it is not the status capitalised. */
  label?: string;
  /** A colour palette, for a status without one of its own. */
  tone?: string;
};

/** A status as a coloured badge. Its code loads with the first list that shows one. */
export const StatusBadge = lazyPart(() => import('./status-badge-impl'));
