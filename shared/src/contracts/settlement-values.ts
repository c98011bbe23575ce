// Driver settlements' plain values (issue 30), zod-free: the people area's screens read them at run
// time, and importing them from settlements.ts would bring zod onto their first load.

export const SETTLEMENT_STATUSES = ['draft', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The longest period one settlement covers: a year, leap day included. */
export const SETTLEMENT_MAX_DAYS = 366;
export const SETTLEMENT_NOTE_MAX = 500;

/** The statement's file name: `settlement-12-2026-06-01-2026-06-30.pdf`. */
export const settlementFileName = (s: { id: number; period_from: string; period_to: string }) => `settlement-${s.id}-${s.period_from}-${s.period_to}.pdf`;
