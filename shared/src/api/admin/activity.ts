import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { ActivityActor, ActivityExportQuery, ActivityPage, ActivityQuery } from '../../contracts/activity';
import { csvBlob } from './download';

/** A filter as the query string carries it: several kinds comma-separated. */
const queryOf = ({ kind, ...rest }: ActivityExportQuery) => ({ ...rest, kind: kind?.length ? kind.join(',') : undefined });

/** The audit trail's calls (issue 28): the company's activity or one record's history, its export, who has written. */
export const activityApi = (http: Http) => ({
  /**
   * A page of recorded writes, newest first, with the total; `PAGE_SIZES.activity` a page unless
   * `page_size` says otherwise. A record's History tab sends `subject_type` and `subject_id`.
   */
  getActivity: ({ page, page_size, ...filters }: ActivityQuery = {}, signal?: AbortSignal) =>
    http<ActivityPage>(ApiPaths.activity, { query: { page: page ?? 1, page_size, ...queryOf(filters) }, signal }),
  /** Every event matching the filters, as the server's CSV (streamed there). A call, not a link: it needs the bearer token. */
  exportActivity: async (query: ActivityExportQuery = {}, signal?: AbortSignal) =>
    csvBlob(await http<string>(ApiPaths.exportActivity, { query: queryOf(query), signal, text: true })),
  /** Everyone who has made a recorded write, A-Z (the "who" filter's choices). */
  getActivityActors: (signal?: AbortSignal) => http<ActivityActor[]>(ApiPaths.activityActors, { signal }),
});

/** The export's file name, as the server's Content-Disposition gives it (the company's day; this machine's here). */
export const activityExportFileName = (now = new Date()) =>
  `activity-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

export const { getActivity, exportActivity, getActivityActors } = activityApi(api.http);

// The kinds, their words and sentences without zod (as person-documents re-exports its slots):
// the activity screen's filters and rows read them, and the contracts entry would bring zod.
export {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_SUBJECT_LABELS,
  ACTIVITY_SUBJECT_TYPES,
  activityKindsOf,
  describeActivity,
  type ActivityKind,
  type ActivitySubjectType,
} from '../../contracts/activity-kinds';
