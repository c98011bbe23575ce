import { z } from 'zod';
import { DateStringSchema, IdSchema, RecordVersionSchema, pageOf } from './common';
import { SETTLEMENT_NOTE_MAX, SETTLEMENT_STATUSES } from './settlement-values';

/**
 * Driver settlements (issue 30): per driver and period (company days), the driver fees of the
 * loads they delivered, a statement PDF, and settled once paid. Money is whole cents (JSON
 * integers), never a float: format it with `formatCents` (`@haulboard/shared/format`).
 */
export { SETTLEMENT_MAX_DAYS, SETTLEMENT_NOTE_MAX, SETTLEMENT_STATUSES, settlementFileName, type SettlementStatus } from './settlement-values';
import type { SettlementStatus } from './settlement-values';

const CentsSchema = z.number().int();
const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One delivered load in a settlement (or its preview), with its driver fee in cents (the snapshot once settled). */
export const SettlementLoadSchema = z.object({
  id: z.number().int(),
  loadname: z.string(),
  pickup_location: z.string(),
  delivery_location: z.string(),
  pickup_date: z.string(),
  delivery_date: z.string(),
  /** When it was delivered, ISO 8601 in UTC. */
  delivered_at: z.string(),
  driver_fee_cents: CentsSchema,
});
export type SettlementLoad = z.infer<typeof SettlementLoadSchema>;

/** GET drivers/{id}/settlement-preview/?from=&to=: the driver's delivered loads of the period not yet in a settlement. */
export const SettlementPreviewQuerySchema = z.object({ from: DateStringSchema, to: DateStringSchema });
export type SettlementPreviewQuery = z.infer<typeof SettlementPreviewQuerySchema>;
export const SettlementPreviewSchema = z.object({
  driver: PersonRefSchema,
  period_from: z.string(),
  period_to: z.string(),
  loads: z.array(SettlementLoadSchema),
  total_cents: CentsSchema,
});
export type SettlementPreview = z.infer<typeof SettlementPreviewSchema>;

export const SettlementSchema = z.object({
  id: z.number().int(),
  driver: PersonRefSchema,
  period_from: z.string(),
  period_to: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  total_cents: CentsSchema,
  load_count: z.number().int(),
  note: z.string(),
  /** The day the driver was paid (company day); null for a draft. */
  paid_on: z.string().nullable(),
  settled_at: z.string().nullable(),
  settled_by: PersonRefSchema.nullable(),
  created_at: z.string(),
  created_by: PersonRefSchema.nullable(),
  version: z.number().int(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/** GET settlements/{id}/: the settlement and its loads (the fees as they were when it was created). */
export const SettlementDetailSchema = SettlementSchema.extend({ loads: z.array(SettlementLoadSchema) });
export type SettlementDetail = z.infer<typeof SettlementDetailSchema>;

export const SettlementPageSchema = pageOf(SettlementSchema);
export type SettlementPage = z.infer<typeof SettlementPageSchema>;

/** GET settlements/: always a page, newest period first; filters driver, status and a period it overlaps. */
export const SettlementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  driver: IdSchema.optional(),
  status: z.enum(SETTLEMENT_STATUSES, { error: `must be one of ${SETTLEMENT_STATUSES.join(', ')}` }).optional(),
  from: DateStringSchema.optional(),
  to: DateStringSchema.optional(),
});
/** What a client sends (the parsed query is `z.output`). */
export type SettlementListQuery = { page?: number; page_size?: number; driver?: number; status?: SettlementStatus; from?: string; to?: string };

/**
 * POST settlements/: a draft holding the driver's delivered loads of the period not yet settled.
 * `load_ids` (what the preview showed) makes it exactly those loads: one taken meanwhile is a 409.
 */
export const CreateSettlementSchema = z.object({
  driver: IdSchema,
  period_from: DateStringSchema,
  period_to: DateStringSchema,
  load_ids: z.array(IdSchema).min(1, 'load_ids must name at least one load').max(2000, 'load_ids may name at most 2,000 loads').optional(),
  note: z.string().trim().max(SETTLEMENT_NOTE_MAX, `note may be at most ${SETTLEMENT_NOTE_MAX} characters`).optional(),
});
export type CreateSettlement = z.input<typeof CreateSettlementSchema>;

/** POST settlements/{id}/settle/: paid on that company day (not in the future); `version` as every edit. */
export const SettleSettlementSchema = z.object({ paid_on: DateStringSchema, version: RecordVersionSchema.optional() });
export type SettleSettlement = z.infer<typeof SettleSettlementSchema>;
