import {
  PAGE_SIZES,
  SETTLEMENT_MAX_DAYS,
  type CreateSettlement,
  type SettleSettlement,
  type Settlement,
  type SettlementDetail,
  type SettlementListQuery,
  type SettlementPreview,
} from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordEvents, type Actor, type AuditEvent } from '../../domain/audit-trail';
import { companyDay } from '../../domain/company-day';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { findHeldLoads } from '../../domain/settled-loads';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow, type Page } from '../../lib/paging';
import { readVersions, VersionedCache } from '../../lib/versioned-cache';
import { toSettlement, toSettlementDetail, toSettlementLoad } from './answers';
import {
  deleteSettlement,
  findDriver,
  findSettlement,
  findSettlementLoads,
  findSettlementPage,
  findUnsettledLoads,
  insertSettlement,
  insertSettlementLoads,
  lockLoadsById,
  markSettled,
  type SettlementLoadRow,
  type SettlementRow,
} from './repository';
import { renderSettlementStatement } from './statement-pdf';

export const SETTLEMENT_NOT_FOUND = 'Settlement not found.';
export const DRIVER_NOT_FOUND = 'Driver not found.';
export const NOTHING_TO_SETTLE = 'No delivered loads of this driver in this period are left to settle.';

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** A period of company days: `from` not after `to`, at most a year. */
function checkPeriod(from: string, to: string): void {
  if (from > to) throw badRequest('The period cannot end before it starts.');
  if (daysIn(from, to) > SETTLEMENT_MAX_DAYS) throw badRequest(`A settlement covers at most ${SETTLEMENT_MAX_DAYS} days.`);
}

// Integers only: a total of cents is exact however many loads it adds.
const totalOf = (loads: readonly { driver_fee_cents: number }[]) => loads.reduce((sum, l) => sum + l.driver_fee_cents, 0);

const subjectOf = (row: Pick<SettlementRow, 'id' | 'driver_name' | 'period_from' | 'period_to'>) => ({
  type: 'settlement' as const,
  id: row.id,
  label: `${row.driver_name}, ${row.period_from} to ${row.period_to}`,
});

/** What a settlement is, as its creation and its deletion record it. */
const recordedFields = (row: SettlementRow) => ({
  driver: { id: row.driver_id, name: row.driver_name },
  period_from: row.period_from,
  period_to: row.period_to,
  load_count: row.load_count,
  total: formatCents(row.total_cents),
  status: row.status,
  ...(row.note ? { note: row.note } : {}),
});

export function createSettlementsService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  // The list's pages, kept by the billing version (migration 0026) and the people's (the names it
  // shows): exact, as any committed write to either moves one; at a million loads a first page
  // counted 113,795 settlements and joined each row's driver and loads, on every request.
  const pages = new VersionedCache({ maxEntries: 200, maxWeight: 5_000 });
  async function rowOrFail(q: Tx | typeof db, id: number, lock = false): Promise<SettlementRow> {
    const row = await findSettlement(q, id, { lock });
    if (!row) throw notFound(SETTLEMENT_NOT_FOUND);
    return row;
  }

  async function detailOf(q: Tx | typeof db, row: SettlementRow): Promise<SettlementDetail> {
    return toSettlementDetail(row, await findSettlementLoads(q, row.id));
  }

  async function previewSettlement(driverId: number, { from, to }: { from: string; to: string }): Promise<SettlementPreview> {
    checkPeriod(from, to);
    const driver = await findDriver(db, driverId);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    const loads = await findUnsettledLoads(db, { driverId, from, to, timezone: config.timezone });
    return { driver, period_from: from, period_to: to, loads: loads.map(toSettlementLoad), total_cents: totalOf(loads) };
  }

  /**
   * The loads a new settlement holds, their rows locked: exactly `loadIds` when the caller names
   * them (what its preview showed; one taken or changed meanwhile is a 409 naming it), else every
   * unsettled delivered load of the period. Locked first and read after, so of two creates over
   * the same loads the second sees the first's holds once it commits.
   */
  async function loadsToHold(tx: Tx, driverId: number, from: string, to: string, loadIds?: number[]): Promise<SettlementLoadRow[]> {
    const period = { driverId, from, to, timezone: config.timezone };
    if (!loadIds) return findUnsettledLoads(tx, { ...period, lock: true });
    const ids = [...new Set(loadIds)];
    await lockLoadsById(tx, ids);
    const held = await findHeldLoads(tx, ids);
    if (held.length > 0) {
      const named = held.slice(0, 5).map((h) => `load ${h.load_id} (settlement ${h.settlement_id})`);
      throw conflict(
        `Already in a settlement: ${named.join(', ')}${held.length > 5 ? ` and ${held.length - 5} more` : ''}. Refresh the preview and try again.`,
      );
    }
    const open = new Map((await findUnsettledLoads(tx, period)).map((l) => [l.id, l]));
    const missing = ids.filter((id) => !open.has(id));
    if (missing.length > 0) {
      throw conflict(
        `Not a delivered load of this driver in this period: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}. Refresh the preview and try again.`,
      );
    }
    return ids.map((id) => open.get(id)!);
  }

  async function createSettlement(
    { driver: driverId, period_from: from, period_to: to, load_ids, note }: CreateSettlement & { driver: number },
    actor: Actor,
  ): Promise<SettlementDetail> {
    checkPeriod(from, to);
    try {
      return await db.transaction(async (tx) => {
        const driver = await findDriver(tx, driverId);
        if (!driver) throw notFound(DRIVER_NOT_FOUND);
        const loads = await loadsToHold(tx, driverId, from, to, load_ids as number[] | undefined);
        if (loads.length === 0) throw conflict(NOTHING_TO_SETTLE);
        const id = await insertSettlement(tx, { driverId, from, to, totalCents: totalOf(loads), note: note ?? '', createdBy: actor.id });
        await insertSettlementLoads(tx, id, loads);
        const row = await rowOrFail(tx, id);
        await recordEvents(tx, actor, [{ kind: 'settlement.created', subject: subjectOf(row), after: recordedFields(row) }]);
        return toSettlementDetail(row, loads);
      });
    } catch (error) {
      // The key on load_id: another create took one of these loads between our read and our insert.
      if (isUniqueViolation(error)) throw conflict('Some of these loads were just put in another settlement. Refresh the preview and try again.');
      throw error;
    }
  }

  async function listSettlements({ page, page_size, driver, status, from, to }: SettlementListQuery): Promise<Page<Settlement>> {
    if (from && to && from > to) throw badRequest('from cannot be after to');
    const filter = { driver, status, from, to };
    const window = pageWindow({ page, page_size }, PAGE_SIZES.settlements);
    const versions = (await readVersions(db, ['billing', 'people'])).join('.');
    const { rows, count } = await pages.get(
      versions,
      JSON.stringify({ filter, window }),
      () => findSettlementPage(db, filter, window),
      (p) => p.rows.length + 1,
    );
    return { count, results: rows.map(toSettlement) };
  }

  async function getSettlement(id: number): Promise<SettlementDetail> {
    return detailOf(db, await rowOrFail(db, id));
  }

  /** Marks a draft settled, paid on `paid_on` (a company day, not in the future); a stale `version` is a 409 as every edit's. */
  async function settleSettlement(id: number, { paid_on, version }: SettleSettlement, actor: Actor): Promise<SettlementDetail> {
    if (paid_on > companyDay(config.timezone)) throw badRequest('The paid date cannot be in the future.');
    return db.transaction(async (tx) => {
      const before = await rowOrFail(tx, id, true);
      await refuseStaleEdit(tx, { type: 'settlement', id, noun: 'settlement' }, before.version, version);
      if (before.status === 'settled') throw conflict('This settlement is already settled.');
      await markSettled(tx, id, { paidOn: paid_on, by: actor.id });
      const after = await rowOrFail(tx, id);
      const event: AuditEvent = {
        kind: 'settlement.settled',
        subject: subjectOf(after),
        before: { status: before.status, paid_on: null },
        after: { status: after.status, paid_on: after.paid_on },
      };
      await recordEvents(tx, actor, [event]);
      return detailOf(tx, after);
    });
  }

  /** Deletes a draft and releases its loads; a settled one is history (409). */
  async function removeSettlement(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await rowOrFail(tx, id, true);
      if (row.status === 'settled') throw conflict('A settled settlement cannot be deleted: it is the record of what the driver was paid.');
      await deleteSettlement(tx, id);
      await recordEvents(tx, actor, [{ kind: 'settlement.deleted', subject: subjectOf(row), before: recordedFields(row) }]);
    });
  }

  /** The statement PDF: the company, the driver, the period, each load with its fee, the total and the status. */
  async function buildStatement(id: number): Promise<{ pdf: Buffer; settlement: Settlement }> {
    const row = await rowOrFail(db, id);
    const loads = await findSettlementLoads(db, id);
    const settlement = toSettlement(row);
    const pdf = await renderSettlementStatement({
      companyName: config.companyName,
      settlement,
      loads: loads.map(toSettlementLoad),
      generatedAt: new Date(),
      timezone: config.timezone,
    });
    return { pdf, settlement };
  }

  return { previewSettlement, createSettlement, listSettlements, getSettlement, settleSettlement, removeSettlement, buildStatement };
}
