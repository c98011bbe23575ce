// The fake backend's driver settlements (issue 30), kept as server/src/routes/settlements keeps
// them: a driver's preview of their delivered loads not yet held, a draft holding them (a load
// once only), settle with the version rule, delete a draft, the statement (a stand-in file).
import type { Load } from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import {
  CreateSettlementSchema,
  SETTLEMENT_MAX_DAYS,
  SettlementDetailSchema,
  SettlementListQuerySchema,
  SettlementPageSchema,
  SettlementPreviewQuerySchema,
  SettlementPreviewSchema,
  SettleSettlementSchema,
  type SettlementDetail,
  type SettlementLoad,
} from '../contracts/settlements';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import { endpoint, idOf, NO_CONTENT, nextId, ok, pageOf, parsed, queryOf, refuse, refuseStaleEdit, sortedBy, type Endpoint } from './fake-server-kit';

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

function checkPeriod(from: string, to: string) {
  if (from > to) refuse(400, 'The period cannot end before it starts.');
  if (daysIn(from, to) > SETTLEMENT_MAX_DAYS) refuse(400, `A settlement covers at most ${SETTLEMENT_MAX_DAYS} days.`);
}

// The fees as the server snapshots them: whole cents of the load's decimal, none as 0.
const centsOf = (fee: number | null) => (fee === null ? 0 : Math.round(fee * 100));
const total = (loads: readonly SettlementLoad[]) => loads.reduce((sum, l) => sum + l.driver_fee_cents, 0);

export const asSettlementLoad = (l: Load): SettlementLoad => ({
  id: l.id,
  loadname: l.loadname,
  pickup_location: l.pickup_location,
  delivery_location: l.delivery_location,
  pickup_date: l.pickup_date,
  delivery_date: l.delivery_date,
  delivered_at: l.delivered_at ?? '',
  driver_fee_cents: centsOf(l.driver_fee),
});

export function settlementsEndpoints(db: FakeDb): Endpoint[] {
  const held = () => new Set(db.settlements.flatMap((s) => s.loads.map((l) => l.id)));
  const driverOf = (id: number) => db.drivers.find((d) => d.id === id) ?? refuse(404, 'Driver not found.');
  /** The driver's delivered loads of the period (by the day of `delivered_at`, the fake's calendar is UTC) no settlement holds. */
  const unsettled = (driverId: number, from: string, to: string) => {
    const taken = held();
    const loads = db.loads.filter((l) => {
      const day = l.delivered_at?.slice(0, 10) ?? '';
      return l.status === 'delivered' && l.assigned_driver?.id === driverId && day >= from && day <= to && !taken.has(l.id);
    });
    return sortedBy(loads, (l) => [l.delivered_at, l.id]).map(asSettlementLoad);
  };
  const settlementOf = (id: number) => db.settlements.find((s) => s.id === id) ?? refuse(404, 'Settlement not found.');

  return [
    endpoint(
      'GET',
      ApiPaths.settlementPreview,
      (req) => {
        const { from, to } = parsed(SettlementPreviewQuerySchema, queryOf(req));
        checkPeriod(from, to);
        const driver = driverOf(idOf(req));
        const loads = unsettled(driver.id, from, to);
        return ok({ driver: { id: driver.id, name: driver.full_name }, period_from: from, period_to: to, loads, total_cents: total(loads) });
      },
      SettlementPreviewSchema,
    ),
    endpoint(
      'GET',
      ApiPaths.settlements,
      (req) => {
        const q = parsed(SettlementListQuerySchema, queryOf(req));
        const rows = db.settlements.filter(
          (s) =>
            (q.driver === undefined || s.driver.id === q.driver) &&
            (!q.status || s.status === q.status) &&
            (!q.from || s.period_to >= q.from) &&
            (!q.to || s.period_from <= q.to),
        );
        const page = pageOf(
          sortedBy(rows, (s) => [s.period_to, s.id], true),
          q,
          PAGE_SIZES.settlements,
        );
        return ok({ count: page.count, results: page.results.map(({ loads: _loads, ...s }) => s) });
      },
      SettlementPageSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.settlements,
      (req) => {
        const body = parsed(CreateSettlementSchema, req.body);
        checkPeriod(body.period_from, body.period_to);
        const driver = driverOf(body.driver);
        const open = unsettled(driver.id, body.period_from, body.period_to);
        let loads = open;
        if (body.load_ids) {
          const taken = body.load_ids.filter((id) => held().has(id));
          if (taken.length) refuse(409, `Already in a settlement: ${taken.map((id) => `load ${id}`).join(', ')}. Refresh the preview and try again.`);
          const missing = body.load_ids.filter((id) => !open.some((l) => l.id === id));
          if (missing.length) refuse(409, `Not a delivered load of this driver in this period: ${missing.join(', ')}. Refresh the preview and try again.`);
          loads = open.filter((l) => body.load_ids!.includes(l.id));
        }
        if (loads.length === 0) refuse(409, 'No delivered loads of this driver in this period are left to settle.');
        const created: SettlementDetail = {
          id: nextId(db.settlements),
          driver: { id: driver.id, name: driver.full_name },
          period_from: body.period_from,
          period_to: body.period_to,
          status: 'draft',
          total_cents: total(loads),
          load_count: loads.length,
          note: body.note ?? '',
          paid_on: null,
          settled_at: null,
          settled_by: null,
          created_at: db.clock.now().toISOString(),
          created_by: { id: db.admin.id, name: `${db.admin.first_name} ${db.admin.last_name}` },
          version: 1,
          loads,
        };
        db.settlements.push(created);
        return ok(created, 201);
      },
      SettlementDetailSchema,
    ),
    endpoint('GET', ApiPaths.settlement, (req) => ok(settlementOf(idOf(req))), SettlementDetailSchema),
    endpoint(
      'POST',
      ApiPaths.settleSettlement,
      (req) => {
        const body = parsed(SettleSettlementSchema, req.body);
        if (body.paid_on > db.clock.today()) refuse(400, 'The paid date cannot be in the future.');
        const stored = settlementOf(idOf(req));
        refuseStaleEdit('settlement', stored, body.version, db.otherEditor);
        if (stored.status === 'settled') refuse(409, 'This settlement is already settled.');
        Object.assign(stored, {
          status: 'settled',
          paid_on: body.paid_on,
          settled_at: db.clock.now().toISOString(),
          settled_by: { id: db.admin.id, name: `${db.admin.first_name} ${db.admin.last_name}` },
          version: stored.version + 1,
        });
        return ok(stored);
      },
      SettlementDetailSchema,
    ),
    endpoint('DELETE', ApiPaths.settlement, (req) => {
      const stored = settlementOf(idOf(req));
      if (stored.status === 'settled') refuse(409, 'A settled settlement cannot be deleted: it is the record of what the driver was paid.');
      db.settlements.splice(db.settlements.indexOf(stored), 1);
      return NO_CONTENT;
    }),
    endpoint('GET', ApiPaths.settlementStatement, (req) => {
      settlementOf(idOf(req));
      return ok(new Blob(['%PDF-1.4 fake statement'], { type: 'application/pdf' }));
    }),
  ];
}
