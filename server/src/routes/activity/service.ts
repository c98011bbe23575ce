import {
  ACTIVITY_KINDS,
  activitySubjectOf,
  PAGE_SIZES,
  type ActivityActor,
  type ActivityEvent,
  type ActivityFilters,
  type ActivityKind,
} from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { firstBatchRead } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import { keysetBatches } from '../../lib/json-stream';
import { pageWindow, type Page } from '../../lib/paging';
import { activityCsvText } from './activity-csv';
import { toActivityEvent } from './answers';
import { companyDayStart } from '../../domain/company-day';
import { findActors, findEventsBatch, findDeepEventsPageAndCount, findEventsPageAndCount, type EventFilter, type EventSpan } from './repository';

/** Rows per read of an export: a few milliseconds of work between reads. */
const EXPORT_BATCH = 500;
/**
 * Up to this offset a page is read from the list's start beside its count; deeper, the count decides
 * in the statement which end of the list the page is read from.
 */
const DEEP_OFFSET = 200;

type Filters = Omit<ActivityFilters, 'page' | 'page_size'>;

/** The audit trail read back (issue 28): the company's activity, a subject's history, its export, who has written. */
export function createActivityService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  /**
   * The repository's filter, or null when nothing can match. A subject type without an id is its
   * kinds (so the kind index serves it); kinds and a subject type that exclude each other match nothing.
   */
  function filterOf({ actor, kind, subject_type, subject_id, from, to }: Filters): EventFilter | null {
    if (subject_id !== undefined && subject_type === undefined)
      throw badRequest('subject_id needs subject_type (load, driver, dispatcher, truck, trailer or profile).');
    if (from && to && from > to) throw badRequest('from cannot be after to.');
    const named = kind ? [...new Set(kind)] : undefined;
    let kinds: readonly ActivityKind[] | undefined = named;
    if (subject_type) kinds = (named ?? ACTIVITY_KINDS).filter((k) => activitySubjectOf(k) === subject_type);
    if (kinds?.length === 0) return null;
    // A subject's history is read by its own index: its kinds need no condition unless the caller named some.
    if (subject_id !== undefined && !named) kinds = undefined;
    // Every kind is no condition at all.
    if (kinds?.length === ACTIVITY_KINDS.length) kinds = undefined;
    const subject = subject_type && subject_id !== undefined ? { type: subject_type, id: subject_id } : undefined;
    return { actor, kinds, subject, from, to, timezone: config.timezone };
  }

  async function spanOf({ from, to, timezone }: EventFilter): Promise<EventSpan> {
    return {
      start: from ? await companyDayStart(db, timezone, from) : null,
      end: to ? await companyDayStart(db, timezone, to, { end: true }) : null,
    };
  }

  async function listActivity({ page, page_size, ...filters }: ActivityFilters): Promise<Page<ActivityEvent>> {
    const filter = filterOf(filters);
    if (!filter) return { count: 0, results: [] };
    const span = await spanOf(filter);
    const window = pageWindow({ page, page_size }, PAGE_SIZES.activity);
    const read = window.offset < DEEP_OFFSET ? findEventsPageAndCount : findDeepEventsPageAndCount;
    const { rows, count } = await read(db, filter, span, window);
    return { count, results: rows.map(toActivityEvent) };
  }

  /**
   * Every event matching the filters, newest first, as CSV text read in keyset batches. The first
   * read happens before it answers, so a failing query is an error status, not a cut file.
   */
  async function exportActivityCsv(filters: Filters): Promise<AsyncIterable<string>> {
    const filter = filterOf(filters);
    const span = filter ? await spanOf(filter) : null;
    const batches = keysetBatches(
      (after: { cursor: string; id: number } | null, limit) => (filter && span ? findEventsBatch(db, filter, span, after, limit) : Promise.resolve([])),
      (row) => ({ cursor: row.cursor, id: row.id }),
      EXPORT_BATCH,
    );
    return activityCsvText(await firstBatchRead(batches), config.timezone);
  }

  const listActors = (): Promise<ActivityActor[]> => findActors(db);

  return { listActivity, exportActivityCsv, listActors };
}
