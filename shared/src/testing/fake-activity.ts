// The fake backend's audit trail: GET activity/ with the server's filters and paging, its CSV
// export and the actors, answered from the seeded events (server/src/routes/activity). The fake's
// own writes record nothing: a test that shows a record seeds it.
import {
  ActivityActorListSchema,
  ActivityExportQuerySchema,
  ActivityPageSchema,
  ActivityQuerySchema,
  activitySubjectOf,
  describeActivity,
  type ActivityEvent,
  type ActivityFilters,
} from '../contracts/activity';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { ApiPaths } from '../contracts/paths';
import type { FakeDb } from './fake-db';
import { endpoint, localDay, ok, pageOf, parsed, queryOf, refuse, type Endpoint } from './fake-server-kit';

type Filters = Omit<ActivityFilters, 'page' | 'page_size'>;

/** Newest first, the id breaking ties, as the server orders them. */
const newestFirst = (a: ActivityEvent, b: ActivityEvent) => b.occurred_at.localeCompare(a.occurred_at) || b.id - a.id;

/** The events matching the filters; days are the backend clock's local days (the company's, in the fake). */
function matching(events: readonly ActivityEvent[], f: Filters): ActivityEvent[] {
  if (f.subject_id !== undefined && f.subject_type === undefined)
    refuse(400, 'subject_id needs subject_type (load, driver, dispatcher, truck, trailer or profile).');
  if (f.from && f.to && f.from > f.to) refuse(400, 'from cannot be after to.');
  return events
    .filter((e) => f.actor === undefined || e.actor.id === f.actor)
    .filter((e) => !f.kind || f.kind.includes(e.kind))
    .filter((e) => !f.subject_type || activitySubjectOf(e.kind) === f.subject_type)
    .filter((e) => f.subject_id === undefined || e.subject.id === f.subject_id)
    .filter((e) => !f.from || localDay(new Date(e.occurred_at)) >= f.from)
    .filter((e) => !f.to || localDay(new Date(e.occurred_at)) <= f.to)
    .sort(newestFirst);
}

export function activityEndpoints(db: FakeDb): Endpoint[] {
  return [
    endpoint(
      'GET',
      ApiPaths.activity,
      (req) => {
        const { page, page_size, ...filters } = parsed(ActivityQuerySchema, queryOf(req));
        return ok(pageOf(matching(db.activity, filters), { page, page_size }, PAGE_SIZES.activity));
      },
      ActivityPageSchema,
    ),
    endpoint('GET', ApiPaths.exportActivity, (req) => {
      const rows = matching(db.activity, parsed(ActivityExportQuerySchema, queryOf(req)));
      return ok(['Time (UTC),Who,What', ...rows.map((e) => `${e.occurred_at},${e.actor.name},"${describeActivity(e, { withSubject: true })}"`)].join('\r\n'));
    }),
    endpoint(
      'GET',
      ApiPaths.activityActors,
      () => {
        // Each actor by the name of their newest event, A-Z.
        const byId = new Map<number, string>();
        for (const e of [...db.activity].sort(newestFirst)) if (e.actor.id !== null && !byId.has(e.actor.id)) byId.set(e.actor.id, e.actor.name);
        return ok([...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id));
      },
      ActivityActorListSchema,
    ),
  ];
}
