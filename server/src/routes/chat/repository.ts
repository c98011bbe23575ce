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

/** A person the caller may talk to, as the contact list shows them whoever asks; a deactivated one only to those they talked with. */
export type DirectoryRow = { id: number; first_name: string; last_name: string; user_type: string; avatar: string | null; deactivated_at: string | null };
/** A conversation of the caller's: the other person, the newest message's preview and time, what waits unread. */
export type ConversationRow = { other_id: number; last_message: string; last_message_time: string; unread_count: number };

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

/** Every person not deleted, deactivated or not, in the contact list's name order (the caller is left out by the caller). */
export async function getContactDirectory(db: Queryable): Promise<DirectoryRow[]> {
  const { rows } = await db.execute<DirectoryRow>(sql`
    select id, first_name, last_name, user_type, avatar, ${isoOf('deactivated_at')} as deactivated_at
      from users
     where deleted_at is null
     order by lower(first_name), lower(last_name), id`);
  return rows;
}

/** When each person not deleted was last seen (none: never). */
export async function getLastSeen(db: Queryable): Promise<Array<{ id: number; last_seen: string }>> {
  const { rows } = await db.execute<{ id: number; last_seen: string }>(sql`
    select id, ${isoOf('last_seen_at')} as last_seen from users where deleted_at is null and last_seen_at is not null`);
  return rows;
}

/**
 * The caller's conversations, newest message first, each with its newest message (from
 * `conversations`, kept by triggers) and one grouped count over messages_unread_idx.
 */
export async function getConversationsOf(db: Queryable, me: number): Promise<ConversationRow[]> {
  const { rows } = await db.execute<ConversationRow>(sql`
    select case when c.user_low = ${me}::int then c.user_high else c.user_low end as other_id,
           case
             when btrim(m.message) <> '' then left(m.message, ${PREVIEW_MAX})
             when m.document_key is not null then '[Document]'
             when m.voice_note_key is not null then '[Voice Note]'
             when m.camera_media_key is not null then '[Photo]'
             else '[Media]'
           end as last_message,
           ${isoOf('m.created_at')} as last_message_time,
           coalesce(uc.unread, 0)::int as unread_count
      from conversations c
      join messages m on m.id = c.last_message_id
      left join (
        select sender_id, count(*) as unread
          from messages
         where receiver_id = ${me} and read_at is null
         group by sender_id
      ) uc on uc.sender_id = case when c.user_low = ${me}::int then c.user_high else c.user_low end
     where c.user_low = ${me}::int or c.user_high = ${me}::int
     order by m.id desc`);
  return rows;
}

/** A user the caller may have a conversation with (someone else, not deleted): whether they are deactivated; null for anyone else. */
export async function findContact(db: Queryable, me: number, contactId: number): Promise<{ deactivated: boolean } | null> {
  if (contactId === me) return null;
  const { rows } = await db.execute<{ deactivated: boolean }>(
    sql`select deactivated_at is not null as deactivated from users where id = ${contactId} and deleted_at is null`,
  );
  return rows[0] ?? null;
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
