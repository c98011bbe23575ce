import type { ExpiryItem, ExpiryItemName, TruckExpiry } from '../contracts/fleet';
import { lazyPart } from './lazy-part';

export type ExpiryBadgeProps =
  /** One date's state: 'Expired', 'Overdue', 'Due in 12 days'; nothing when fine or missing. */
  | { name: ExpiryItemName; item: ExpiryItem; asOf: string; expiry?: never }
  /** A truck's worst state: 'Expired' or 'Due soon'; nothing when all is fine. */
  | { expiry: TruckExpiry; name?: never; item?: never; asOf?: never };

/** A truck's expiry as the server judged it, in the loads and fleet areas alike. Loads with the first one shown. */
export const ExpiryBadge = lazyPart(() => import('./expiry-badge-impl'));
