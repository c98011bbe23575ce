import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** The longest list preview sent; the list shows one line, a long message need not travel whole. */
export const PREVIEW_MAX = 200;

export type MessageRow = {
  id: number;
  sender_id: number;
  receiver_id: number;
  message: string;
  /** ISO 8601, UTC. */
  created_at: string;
  document_key: string | null;
  document_name: string | null;
  voice_note_key: string | null;
  voice_note_name: string | null;
  camera_media_key: string | null;
  camera_media_name: string | null;
  client_id: string | null;
  is_read: boolean;
};

export type ContactRow = {
  id: number;
  first_name: string;
  last_name: string;
  user_type: string;
  avatar: string | null;
  last_seen: string | null;
  last_message: string | null;
  last_message_time: string | null;
  unread_count: number;
};

export type NewMessage = {
  senderId: number;
  receiverId: number;
  message: string;
  documentKey: string | null;
  documentName: string | null;
  voiceNoteKey: string | null;
  voiceNoteName: string | null;
  cameraMediaKey: string | null;
  cameraMediaName: string | null;
  clientId: string | null;
};

// Raw queries get timestamps as PostgreSQL text; the wire wants ISO 8601, so PostgreSQL writes it.
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', ${ISO})`);

const MESSAGE_COLUMNS = sql.raw(
  `id, sender_id, receiver_id, message, to_char(created_at at time zone 'UTC', ${ISO}) as created_at, document_key, document_name,
   voice_note_key, voice_note_name, camera_media_key, camera_media_name, client_id, read_at is not null as is_read`,
);

/** The conversation key: the pair in a fixed order, so one index serves both directions. */
export const pairOf = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/**
 * Every other user with the last message of the conversation and its unread count, in one query:
 * the newest message of each pair from `conversations` (kept by triggers), and one grouped count
 * over messages_unread_idx. (A LATERAL probe of messages per contact let the planner walk the
 * primary key backwards for contacts with no messages: 1 s for 1,000 contacts.)
 */
export async function getContacts(db: Queryable, me: number, page?: { limit: number; offset: number }): Promise<ContactRow[]> {
  const { rows } = await db.execute<ContactRow>(sql`
    select u.id, u.first_name, u.last_name, u.user_type, u.avatar, ${isoOf('u.last_seen_at')} as last_seen,
           case
             when lm.id is null then null
             when btrim(lm.message) <> '' then left(lm.message, ${PREVIEW_MAX})
             when lm.document_key is not null then '[Document]'
             when lm.voice_note_key is not null then '[Voice Note]'
             when lm.camera_media_key is not null then '[Photo]'
             else '[Media]'
           end as last_message,
           ${isoOf('lm.created_at')} as last_message_time,
           coalesce(uc.unread, 0)::int as unread_count
      from users u
      left join (
        -- Only the caller's conversations (two index probes), each with its newest message.
        select case when c.user_low = ${me}::int then c.user_high else c.user_low end as other_id, m.*
          from conversations c
          join messages m on m.id = c.last_message_id
         where c.user_low = ${me}::int or c.user_high = ${me}::int
      ) lm on lm.other_id = u.id
      left join (
        select sender_id, count(*) as unread
          from messages
         where receiver_id = ${me} and read_at is null
         group by sender_id
      ) uc on uc.sender_id = u.id
     where u.deleted_at is null and u.id <> ${me}
     order by lm.id desc nulls last, lower(u.first_name), lower(u.last_name), u.id
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return rows;
}

/** How many people the caller can talk to: the total behind a page of contacts. */
export async function countContacts(db: Queryable, me: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from users where deleted_at is null and id <> ${me}`);
  return rows[0].count;
}

/** A user the caller may talk to: someone else, not deleted. */
export async function contactExists(db: Queryable, me: number, contactId: number): Promise<boolean> {
  if (contactId === me) return false;
  const { rows } = await db.execute(sql`select 1 from users where id = ${contactId} and deleted_at is null`);
  return rows.length > 0;
}

/** A page of the conversation, oldest first: the newest `limit` messages below `before`. */
export async function getConversation(db: Queryable, me: number, contactId: number, page: { before?: number; limit?: number }): Promise<MessageRow[]> {
  const { low, high } = pairOf(me, contactId);
  const before = page.before === undefined ? sql`` : sql`and id < ${page.before}`;
  if (page.limit === undefined) {
    const { rows } = await db.execute<MessageRow>(
      sql`select ${MESSAGE_COLUMNS} from messages where user_low = ${low} and user_high = ${high} ${before} order by id`,
    );
    return rows;
  }
  const { rows } = await db.execute<MessageRow>(
    sql`select ${MESSAGE_COLUMNS} from messages where user_low = ${low} and user_high = ${high} ${before} order by id desc limit ${page.limit}`,
  );
  return rows.reverse();
}

/** Marks what the contact sent the caller as read; answers how many changed. */
export async function markConversationRead(db: Queryable, me: number, contactId: number): Promise<number> {
  const result = await db.execute(sql`update messages set read_at = now() where receiver_id = ${me} and sender_id = ${contactId} and read_at is null`);
  return result.rowCount ?? 0;
}

/** Unread counts of one receiver per sender; senders that were deleted no longer count. */
export async function getUnreadBySender(db: Queryable, receiverIds: number[]): Promise<Array<{ receiver_id: number; sender_id: number; unread: number }>> {
  if (receiverIds.length === 0) return [];
  const { rows } = await db.execute<{ receiver_id: number; sender_id: number; unread: number }>(sql`
    select m.receiver_id, m.sender_id, count(*)::int as unread
      from messages m
      join users u on u.id = m.sender_id and u.deleted_at is null
     where m.receiver_id = any(${sql.param(receiverIds)}::int[]) and m.read_at is null
     group by m.receiver_id, m.sender_id`);
  return rows;
}

/**
 * How many messages wait unread for the caller: the shell's badge, without the contact list
 * (one count over messages_unread_idx; senders that were deleted no longer count, as in the list).
 */
export async function countUnread(db: Queryable, me: number): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total
      from messages m
      join users u on u.id = m.sender_id and u.deleted_at is null
     where m.receiver_id = ${me} and m.read_at is null`);
  return rows[0].total;
}

export async function findSentMessage(db: Queryable, senderId: number, clientId: string): Promise<MessageRow | null> {
  const { rows } = await db.execute<MessageRow>(sql`select ${MESSAGE_COLUMNS} from messages where sender_id = ${senderId} and client_id = ${clientId}`);
  return rows[0] ?? null;
}

/** Inserts a message; null when the sender already stored one with this client id. */
export async function insertMessage(db: Queryable, m: NewMessage): Promise<MessageRow | null> {
  const { low, high } = pairOf(m.senderId, m.receiverId);
  const { rows } = await db.execute<MessageRow>(sql`
    insert into messages (sender_id, receiver_id, user_low, user_high, message, document_key, document_name,
                          voice_note_key, voice_note_name, camera_media_key, camera_media_name, client_id)
    values (${m.senderId}, ${m.receiverId}, ${low}, ${high}, ${m.message}, ${m.documentKey}, ${m.documentName},
            ${m.voiceNoteKey}, ${m.voiceNoteName}, ${m.cameraMediaKey}, ${m.cameraMediaName}, ${m.clientId})
    on conflict (sender_id, client_id) do nothing
    returning ${MESSAGE_COLUMNS}`);
  return rows[0] ?? null;
}

export async function getMessagesByIds(db: Queryable, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<MessageRow>(sql`select ${MESSAGE_COLUMNS} from messages where id = any(${sql.param(ids)}::bigint[])`);
  return rows;
}

/** Who may see a message: its two parties. Null for anyone else, so its existence does not leak. */
export async function findVisibleMessage(db: Queryable, id: number, me: number): Promise<{ sender_id: number } | null> {
  const { rows } = await db.execute<{ sender_id: number }>(sql`select sender_id from messages where id = ${id} and (sender_id = ${me} or receiver_id = ${me})`);
  return rows[0] ?? null;
}

/** Deletes a message only if the caller sent it, in one statement. */
export async function deleteSentMessage(db: Queryable, id: number, me: number): Promise<MessageRow | null> {
  const { rows } = await db.execute<MessageRow>(sql`delete from messages where id = ${id} and sender_id = ${me} returning ${MESSAGE_COLUMNS}`);
  return rows[0] ?? null;
}

/** Marks the user as seen now: a socket opened or closed. */
export async function touchLastSeen(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`update users set last_seen_at = now() where id = ${userId}`);
}

export const CHAT_CHANNEL = 'haulboard_chat';

/** Tells every API process (this one too) about a change; the payload carries ids only. */
export async function notifyChat(db: Queryable, payload: object): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(payload)})`);
}
