import { sql } from 'drizzle-orm';
import { editConflictDetail, type ActivitySubjectType } from '@haulboard/shared/contracts';
import type { Queryable } from '../db/client';
import { conflict } from '../lib/http-errors';

/**
 * Edits that never overwrite someone else's (issue 29). A record's `version` moves once per
 * transaction that changes what it shows (migration 0022); an update names the version its screen
 * started from, and one that is not the stored version is refused with 409 before anything is
 * written. The answer says what changed and by whom, from the audit trail: the events of the
 * transactions since (one version each, their events sharing one `occurred_at`).
 */

export type VersionedSubject = { type: ActivitySubjectType; id: number; noun: string };

/** At most this many changes are named; a record edited more often since is "changed many times". */
const NAMED_CHANGES = 5;

/** `loadNumber` and `pickup_date` as a person reads them: "load number", "pickup date". */
const fieldWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

type ChangeRow = { actor_name: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

/** Who changed which fields, in order: "Ann Lee (payment) and Bob Stone (driver, status)". */
function describeChanges(rows: ChangeRow[]): string {
  const fieldsBy = new Map<string, Set<string>>();
  for (const row of rows) {
    const fields = fieldsBy.get(row.actor_name) ?? new Set<string>();
    for (const name of Object.keys({ ...row.before, ...row.after })) fields.add(fieldWords(name));
    fieldsBy.set(row.actor_name, fields);
  }
  return listed([...fieldsBy].map(([who, fields]) => (fields.size ? `${who} (${[...fields].join(', ')})` : who)));
}

/**
 * Refuses (409) an edit of `subject` that started from `sent` when `stored` is the record's version
 * now; a missing `sent` (the spec's own clients, the drivers' app) is accepted as before issue 29.
 * Call it in the write's transaction, with the record's row locked, before writing.
 */
export async function refuseStaleEdit(q: Queryable, subject: VersionedSubject, stored: number, sent: number | undefined): Promise<void> {
  if (sent === undefined || sent === stored) return;
  const missed = sent < stored ? stored - sent : 0;
  const rows = missed
    ? (
        await q.execute<ChangeRow>(sql`
          with changes as (
            select distinct occurred_at from audit_events
             where subject_type = ${subject.type} and subject_id = ${subject.id}
             order by occurred_at desc limit ${Math.min(missed, NAMED_CHANGES)})
          select actor_name, before, after from audit_events
           where subject_type = ${subject.type} and subject_id = ${subject.id}
             and occurred_at >= (select min(occurred_at) from changes)
           order by occurred_at, id`)
      ).rows
    : [];
  const who = rows.length ? `by ${describeChanges(rows)}` : 'by someone else';
  const many = missed > NAMED_CHANGES ? ` (${missed} changes; the latest are named)` : '';
  throw conflict(editConflictDetail(subject.noun, who + many));
}
