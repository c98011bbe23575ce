import type { Settlement, SettlementDetail, SettlementLoad } from '@haulboard/shared/contracts';
import type { SettlementLoadRow, SettlementRow } from './repository';

const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export const toSettlementLoad = (row: SettlementLoadRow): SettlementLoad => ({
  id: row.id,
  loadname: row.loadname,
  pickup_location: row.pickup_location,
  delivery_location: row.delivery_location,
  pickup_date: row.pickup_date,
  delivery_date: row.delivery_date,
  delivered_at: row.delivered_at,
  driver_fee_cents: row.driver_fee_cents,
});

export const toSettlement = (row: SettlementRow): Settlement => ({
  id: row.id,
  driver: { id: row.driver_id, name: row.driver_name },
  period_from: row.period_from,
  period_to: row.period_to,
  status: row.status,
  total_cents: row.total_cents,
  load_count: row.load_count,
  note: row.note,
  paid_on: row.paid_on,
  settled_at: row.settled_at,
  settled_by: person(row.settled_by_id, row.settled_by_name),
  created_at: row.created_at,
  created_by: person(row.created_by_id, row.created_by_name),
  version: row.version,
});

export const toSettlementDetail = (row: SettlementRow, loads: readonly SettlementLoadRow[]): SettlementDetail => ({
  ...toSettlement(row),
  loads: loads.map(toSettlementLoad),
});
