import type { Settlement, SettlementStatus } from '@haulboard/shared/api/admin';
import { formatCents, formatShortDate } from '@haulboard/shared/format';

/** What the settlement screens say (the spec is silent on settlements: issue 30's words). */
export const SettlementMessages = {
  loading: 'Loading settlements...',
  empty: 'No settlements found',
  created: 'Settlement created',
  createFailed: 'Failed to create the settlement.',
  settled: (s: Pick<Settlement, 'id'>) => `Settlement ${s.id} marked settled`,
  settleFailed: 'Failed to mark the settlement settled.',
  deleted: 'Draft settlement deleted',
  deleteFailed: 'Failed to delete the settlement.',
  downloadFailed: 'Failed to download the statement.',
  previewFailed: 'Failed to load the delivered loads.',
} as const;

export const STATUS_LABELS: Record<SettlementStatus, string> = { draft: 'Draft', settled: 'Settled' };

/** 'Jun 1, 2026 – Jun 30, 2026'. */
export const periodText = (s: Pick<Settlement, 'period_from' | 'period_to'>) => `${formatShortDate(s.period_from)} – ${formatShortDate(s.period_to)}`;

/** 'Settled Jul 5, 2026' or 'Draft'. */
export const statusText = (s: Pick<Settlement, 'status' | 'paid_on'>) =>
  s.status === 'settled' && s.paid_on ? `Settled ${formatShortDate(s.paid_on)}` : STATUS_LABELS[s.status];

export const totalText = (s: Pick<Settlement, 'total_cents'>) => formatCents(s.total_cents);
