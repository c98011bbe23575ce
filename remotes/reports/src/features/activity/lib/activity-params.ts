import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_SUBJECT_LABELS,
  ACTIVITY_SUBJECT_TYPES,
  activityKindsOf,
  type ActivityKind,
  type ActivitySubjectType,
} from '@haulboard/shared/api/admin';
import type { ActivityExportQuery, ActivityQuery } from '@haulboard/shared/contracts';
import { LIST_PATTERNS, listSchema, type ListSchema } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

/**
 * The "what" filter: '' (everything), a subject type (every change to loads, say) or one kind.
 * A kind has a dot (`load.payment_changed`), a subject type none.
 */
export type ActivityKindFilter = '' | ActivitySubjectType | ActivityKind;

/** The activity list as its URL holds it (`?actor=3&kind=load.payment_changed&from=2026-11-01&to=2026-11-30&page=2`). */
export type ActivityListValues = { page: number; search: string; actor: string; kind: ActivityKindFilter; from: string; to: string };

export const ACTIVITY_LIST_DEFAULTS: ActivityListValues = { page: 1, search: '', actor: '', kind: '', from: '', to: '' };

/**
 * The kit's list schema: the page, the kind, and an id and two days of their forms; each bad key of
 * a pasted link falls back to its default alone (not zod: the list's first load).
 */
export const ActivityListSchema = listSchema(
  { kind: ['', ...ACTIVITY_SUBJECT_TYPES, ...ACTIVITY_KINDS] as const },
  { actor: LIST_PATTERNS.id('actor'), from: LIST_PATTERNS.day('from'), to: LIST_PATTERNS.day('to') },
) as ListSchema<ActivityListValues>;

/** The filters as activity/ and its export take them (empty ones left out). */
export function filtersOf(v: ActivityListValues): ActivityExportQuery {
  // Days given the wrong way round (a pasted link) still mean the days between them.
  const [from, to] = v.from && v.to && v.from > v.to ? [v.to, v.from] : [v.from, v.to];
  const kind = v.kind === '' ? {} : v.kind.includes('.') ? { kind: [v.kind as ActivityKind] } : { subject_type: v.kind as ActivitySubjectType };
  return {
    ...(v.actor ? { actor: Number(v.actor) } : {}),
    ...kind,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** One page as activity/ takes it: server-side paging, newest first. */
export const pageQueryOf = (v: ActivityListValues): ActivityQuery => ({ ...filtersOf(v), page: v.page, page_size: resources.activity.pageSize });

/** The "what" filter's choices: every kind grouped by what it is about, each group first offering all of it. */
export const KIND_GROUPS = ACTIVITY_SUBJECT_TYPES.map((type) => ({
  label: ACTIVITY_SUBJECT_LABELS[type],
  options: [
    { value: type as ActivityKindFilter, label: `Every ${type === 'profile' ? 'profile' : type} change` },
    ...activityKindsOf(type).map((kind) => ({ value: kind as ActivityKindFilter, label: ACTIVITY_KIND_LABELS[kind] })),
  ],
}));
