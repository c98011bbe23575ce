import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { ActivityFields, ActivityKind, ActivitySubjectType } from '@haulboard/shared/contracts';
import type { Tx } from '../db/client';
import { notifyChanges } from './change-notices';

/**
 * The audit trail's one way in (issue 28). Every write of the admin area records what it did
 * through `recordEvents`, inside the transaction that makes the write: a write that fails records
 * nothing, and one that was acknowledged always has its record. Read by routes/activity.
 */

/** Who made a write: their user id, their name at that moment, and the client's address. */
export type Actor = { id: number; name: string; ip: string | null };

/**
 * The actor of a request: the signed-in user and `request.ip` (Fastify's, which follows
 * HAULBOARD_TRUST_PROXY: behind trusted proxies, the address the nearest one reported). The route
 * hands it to its use case, so services see no Fastify object (ADR 007).
 */
export function actorOf(request: { session: { id: number; firstName: string; lastName: string; email: string }; ip: string | undefined }): Actor {
  const { session } = request;
  const name = `${session.firstName} ${session.lastName}`.trim() || session.email;
  // inet refuses anything that is not an address; an unknown one is recorded as unknown, never a failed write.
  const ip = request.ip && isIP(request.ip) ? request.ip : null;
  return { id: session.id, name, ip };
}

export type AuditSubject = { type: ActivitySubjectType; id: number; label: string };
export type AuditEvent = { kind: ActivityKind; subject: AuditSubject; before?: ActivityFields | null; after?: ActivityFields | null };

/** Never recorded, whatever a caller passes: a password change records that it happened, not a value. */
const SECRET_FIELD = /password|hash|token|secret/i;

function withoutSecrets(fields: ActivityFields | null | undefined): ActivityFields | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELD.test(name)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields (of `fields`, else every field either side has) whose value differs, each side holding
 * only those; null when nothing changed, so an unchanged save records nothing.
 */
export function changedFields(
  before: ActivityFields,
  after: ActivityFields,
  fields?: readonly string[],
): { before: ActivityFields; after: ActivityFields } | null {
  const names = fields ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = names.filter((name) => !same(before[name], after[name]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(changed.map((name) => [name, after[name] ?? null])),
  };
}

/** The fields that hold a value: what a creation records as its `after` and a deletion as its `before`. */
export function filledFields(fields: ActivityFields): ActivityFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)));
}

/**
 * Records `events` by `actor` in the caller's transaction, in one statement (a bulk action's 200
 * events too). Call it once per use case, after the write: the statement's trigger takes the
 * tallies' row locks (migration 0018), which are best held only from there to the commit.
 */
export async function recordEvents(tx: Tx, actor: Actor, events: readonly AuditEvent[]): Promise<void> {
  await insertEvents(tx, actor, events);
}

/**
 * Records events that happened earlier, each at its `at` (oldest first, so ids follow time): only the
 * demo seed writes a past, the trail its data implies. The same statement and trigger as recordEvents.
 */
export async function recordPastEvents(tx: Tx, actor: Actor, events: ReadonlyArray<AuditEvent & { at: Date }>): Promise<void> {
  await insertEvents(
    tx,
    actor,
    [...events].sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
}

async function insertEvents(tx: Tx, actor: Actor, events: ReadonlyArray<AuditEvent & { at?: Date }>): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    occurred_at: e.at?.toISOString() ?? null,
    kind: e.kind,
    subject_type: e.subject.type,
    subject_id: e.subject.id,
    subject_label: e.subject.label,
    before: withoutSecrets(e.before),
    after: withoutSecrets(e.after),
  }));
  // Rows go in in the order given (a function scan's), so one write's events keep their order by id.
  await tx.execute(sql`
    insert into audit_events (occurred_at, actor_id, actor_name, actor_ip, kind, subject_type, subject_id, subject_label, before, after)
    select coalesce(e.occurred_at, now()), ${actor.id}::int, ${actor.name}, ${actor.ip}::inet, e.kind, e.subject_type, e.subject_id, e.subject_label, e.before, e.after
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as e(occurred_at timestamptz, kind text, subject_type text, subject_id int, subject_label text, before jsonb, after jsonb)`);
  // Every recorded write is a change the open admin pages hear of at commit (issue 29).
  await notifyChanges(
    tx,
    events.map((e) => ({ subject_type: e.subject.type, subject_id: e.subject.id, kind: e.kind })),
  );
}
