import { z } from 'zod';
import { ACTIVITY_KINDS, ACTIVITY_SUBJECT_TYPES, type ActivityKind, type ActivitySubjectType } from './activity-kinds';
import { DateStringSchema, IdSchema, pageOf } from './common';

export {
  ACTIVITY_FIELD_LABELS,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_SUBJECT_LABELS,
  ACTIVITY_SUBJECT_TYPES,
  activityFieldLabel,
  activityKindsOf,
  activitySubjectOf,
  activitySubjectText,
  activityValueText,
  describeActivity,
  type ActivityFields,
  type ActivityKind,
  type ActivityPerson,
  type ActivitySubjectType,
  type ActivityValue,
} from './activity-kinds';

export const ActivityKindSchema = z.enum(ACTIVITY_KINDS, { error: 'must be a kind of activity, such as load.payment_changed' });
export const ActivitySubjectTypeSchema = z.enum(ACTIVITY_SUBJECT_TYPES, { error: `must be one of ${ACTIVITY_SUBJECT_TYPES.join(', ')}` });

export const ActivityPersonSchema = z.object({ id: z.number().int(), name: z.string() });
/** One recorded field's value (see ActivityValue). */
export const ActivityValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), ActivityPersonSchema, z.array(ActivityPersonSchema)]);
/** The fields a write changed, by their API names; never a password, a hash, a token or a secret. */
export const ActivityFieldsSchema = z.record(z.string(), ActivityValueSchema);

/**
 * One recorded write (GET activity/). Kept as it was when it happened: the actor's and the subject's
 * names are those of that moment, so an event still reads after either is renamed or deleted.
 */
export const ActivityEventSchema = z.object({
  id: z.number().int(),
  /** When the write happened (its transaction's start), ISO 8601 in UTC. */
  occurred_at: z.string(),
  actor: z.object({
    /** The user who made the write (an administrator; a driver for their own delivery). */
    id: z.number().int().nullable(),
    /** Their name as it was then. */
    name: z.string(),
    /** The client's address as the server saw it (behind a trusted proxy, the one it reported); null when unknown. */
    ip: z.string().nullable(),
  }),
  kind: ActivityKindSchema,
  subject: z.object({
    type: ActivitySubjectTypeSchema,
    /** The subject's id: for a load, its number (issue 27). */
    id: z.number().int(),
    /** Its name then: a load's name, a person's full name, a truck's or a trailer's number. */
    label: z.string(),
  }),
  /** The changed fields as they were; null for a creation, and for a password change (which records no value). */
  before: ActivityFieldsSchema.nullable(),
  /** The changed fields as they became; null for a deletion, and for a password change. */
  after: ActivityFieldsSchema.nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
/** GET activity/: a page of events, newest first, and how many match. */
export const ActivityPageSchema = pageOf(ActivityEventSchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** Someone who has made a recorded write (GET activity/actors/: the activity screen's "who" filter). */
export const ActivityActorSchema = z.object({ id: z.number().int(), name: z.string() });
export type ActivityActor = z.infer<typeof ActivityActorSchema>;
export const ActivityActorListSchema = z.array(ActivityActorSchema);

/** `kind=a,b` or `kind=a&kind=b`: one or several kinds. */
const kindList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v.flatMap((k) => (typeof k === 'string' ? k.split(',') : [k])) : v),
  z.array(ActivityKindSchema).min(1).max(ACTIVITY_KINDS.length),
);

/** The filters of the activity list and its export. */
const activityFilters = {
  /** Events by this user (an id from GET activity/actors/). */
  actor: IdSchema.optional(),
  /** Events of these kinds. */
  kind: kindList.optional(),
  /** Events about this type of subject (with `subject_id`: one subject's history). */
  subject_type: ActivitySubjectTypeSchema.optional(),
  /** One subject's history; needs `subject_type`. */
  subject_id: IdSchema.optional(),
  /** From this day, in the company's time zone (HAULBOARD_TIMEZONE), included. */
  from: DateStringSchema.optional(),
  /** To this day, in the company's time zone, included. */
  to: DateStringSchema.optional(),
};

/**
 * GET activity/: always a page (`{count, results}`), newest first. `page` from 1; `page_size` up to
 * 200, `PAGE_SIZES.activity` by default. A page past the end answers `results: []`.
 */
export const ActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  ...activityFilters,
});
export type ActivityFilters = z.output<typeof ActivityQuerySchema>;
/** What a caller of GET activity/ sends (the client sends `kind` comma-separated). */
export type ActivityQuery = {
  page?: number;
  page_size?: number;
  actor?: number;
  kind?: ActivityKind[];
  subject_type?: ActivitySubjectType;
  subject_id?: number;
  /** `YYYY-MM-DD`, a day of the company's time zone. */
  from?: string;
  to?: string;
};

/** GET activity/export/: every event matching the filters, newest first, as CSV. */
export const ActivityExportQuerySchema = z.object(activityFilters);
export type ActivityExportQuery = Omit<ActivityQuery, 'page' | 'page_size'>;
