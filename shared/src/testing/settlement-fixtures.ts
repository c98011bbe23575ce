import type { SettlementDetail, SettlementLoad } from '../contracts/settlements';

/** A delivered load as a settlement holds it: load 472, Steel coils, a driver fee of $412.35. */
export function aSettlementLoad(over: Partial<SettlementLoad> = {}): SettlementLoad {
  return {
    id: 472,
    loadname: 'Steel coils',
    pickup_location: 'Gary, IN',
    delivery_location: 'Toledo, OH',
    pickup_date: '2026-10-05',
    delivery_date: '2026-10-06',
    delivered_at: '2026-10-06T15:00:00.000Z',
    driver_fee_cents: 41235,
    ...over,
  };
}

/**
 * A driver settlement as GET settlements/{id}/ answers one: a draft for Dana Miles (driver 7) of
 * October 2026 holding load 472. Its total and count follow its loads unless given.
 */
export function aSettlement(over: Partial<SettlementDetail> = {}): SettlementDetail {
  const loads = over.loads ?? [aSettlementLoad()];
  return {
    id: 1,
    driver: { id: 7, name: 'Dana Miles' },
    period_from: '2026-10-01',
    period_to: '2026-10-31',
    status: 'draft',
    total_cents: loads.reduce((sum, l) => sum + l.driver_fee_cents, 0),
    load_count: loads.length,
    note: '',
    paid_on: null,
    settled_at: null,
    settled_by: null,
    created_at: '2026-11-02T09:00:00.000Z',
    created_by: { id: 1, name: 'Alex Morgan' },
    version: 1,
    ...over,
    loads,
  };
}
