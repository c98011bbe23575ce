import { z } from 'zod';

/** Every error the API answers: `{ "detail": "..." }`. */
export const ErrorSchema = z.object({ detail: z.string(), message: z.string().optional() });
export type ApiError = z.infer<typeof ErrorSchema>;

/** A record id: a whole number, or its digits as text (path params, the spec's `load` "as text"). Never `true` or `[1]`. */
export const IdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'must be a whole number')
      .transform(Number),
  ])
  .pipe(z.number().int('must be a whole number').positive('must be a positive id').max(2_147_483_647, 'must be a valid id'));
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * A record's version (issue 29): every record an edit screen changes answers its `version`, and an
 * update sends back the one it started from as `version`. Older than the stored one: 409 with what
 * changed and by whom, nothing written. Left out (the spec's clients, the drivers' app): accepted.
 */
export const RecordVersionSchema = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(2147483647, 'version is too large');
/** The optional `version` every update body accepts. */
export const editVersion = { version: RecordVersionSchema.optional() };

// Year 0000 is no year of the calendar (1 BC comes before 0001): JavaScript reads it, PostgreSQL refuses it.
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && !v.startsWith('0000');
};
/** A calendar date, `YYYY-MM-DD`, from 0001-01-01. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date');
/** A time of day, `HH:MM` or `HH:MM:SS`; answered as `HH:MM`. */
export const TimeStringSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/, 'must be a time as HH:MM');

/** A decimal the forms send as a number, a numeric string, or empty (null). */
export const DecimalInputSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$|^$/, 'must be a number')
      .transform((v) => (v === '' ? null : Number(v))),
    z.null(),
  ])
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v < 1e10), 'must be a number from 0 to 9,999,999,999');

/** Optional paging of growing lists. Without any of these a list answers the spec's plain array. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.string().max(40).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

/** GET health/: 200 while the database answers, else 503 with the error's `detail`. */
/**
 * `GET health/`: 200 while the database answers (a load balancer's test); `storage` says whether the
 * file store answers too, without failing the check: everything but files works without it.
 */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  /** `slow`: the check waited 2 s without an answer, but the database answered one within the last 30 s. */
  database: z.enum(['up', 'slow']),
  storage: z.enum(['up', 'down']),
  /** Whether nightly backups run here, and when the last good backup finished (null: none yet). */
  backup: z.object({ automatic: z.boolean(), last_ok_at: z.string().nullable() }),
});
export const HealthDownSchema = ErrorSchema.extend({ database: z.literal('down') });

/** A 204 answer: no body. Declared so a route's every answer is in its contract. */
export const NoContentSchema = z.null();

export const MessageResponseSchema = z.object({ message: z.string() });
