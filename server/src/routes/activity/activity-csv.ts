import { describeActivity, type ActivityEvent } from '@haulboard/shared/contracts';
import { csvText, type CsvColumn } from '../../lib/csv';
import { toActivityEvent } from './answers';
import type { ExportRow } from './repository';

type Line = { row: ExportRow; event: ActivityEvent };

const json = (fields: ActivityEvent['before']) => (fields === null ? null : JSON.stringify(fields));

/**
 * The export's columns: when (in the company's zone, named in the header, and in UTC), who and from
 * where, what in words (the sentence the screens show) and as its kind, the subject, and the
 * changed fields as JSON for whoever needs the exact values.
 */
const columns = (timezone: string): Array<CsvColumn<Line>> => [
  [`Time (${timezone})`, (l) => l.row.local_time],
  ['Time (UTC)', (l) => l.event.occurred_at],
  ['Who', (l) => l.event.actor.name],
  ['User ID', (l) => l.event.actor.id],
  ['IP address', (l) => l.event.actor.ip],
  ['What', (l) => describeActivity(l.event, { withSubject: true })],
  ['Kind', (l) => l.event.kind],
  ['Subject', (l) => l.event.subject.type],
  ['Subject ID', (l) => l.event.subject.id],
  ['Subject name', (l) => l.event.subject.label],
  ['Before', (l) => json(l.event.before)],
  ['After', (l) => json(l.event.after)],
];

/** The events as formula-safe CSV text (lib/csv.ts), one chunk per batch. */
export const activityCsvText = (batches: AsyncIterable<ExportRow[]>, timezone: string): AsyncGenerator<string> =>
  csvText(columns(timezone), batches, (row) => ({ row, event: toActivityEvent(row) }));
