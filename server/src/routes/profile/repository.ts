import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

export type AdminRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  gender: 'Male' | 'Female' | null;
  dob: string | null;
  address: string | null;
  phone_number: string | null;
  username: string | null;
  avatar: string | null;
  version: number;
};

/** Column -> new value; `undefined` leaves a column as it is. */
export type AdminChanges = {
  first_name?: string;
  last_name?: string;
  email?: string;
  gender?: 'Male' | 'Female' | null;
  dob?: string | null;
  address?: string | null;
  phone_number?: string | null;
  username?: string | null;
  avatar?: string;
};

const COLUMNS = sql`id, first_name, last_name, email, gender, dob, address, phone_number, username, avatar, version`;

/**
 * A live user's profile columns with their picture's file name, locked for the caller's
 * transaction (the audit trail's "before"); null when they are gone.
 */
export async function lockAdmin(tx: Queryable, id: number): Promise<(AdminRow & { avatar_name: string | null }) | null> {
  const { rows } = await tx.execute<AdminRow & { avatar_name: string | null }>(sql`
    select ${COLUMNS}, (select m.original_name from media_files m where m.key = users.avatar) as avatar_name
      from users where id = ${id} and deleted_at is null for update`);
  return rows[0] ?? null;
}

/** A live user's profile columns; null when they are gone. */
export async function getAdmin(db: Queryable, id: number): Promise<AdminRow | null> {
  const { rows } = await db.execute<AdminRow>(sql`select ${COLUMNS} from users where id = ${id} and deleted_at is null`);
  return rows[0] ?? null;
}

export async function loginTakenByOther(db: Queryable, login: string, selfId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where lower(email) = lower(${login}) and deleted_at is null and id <> ${selfId} limit 1`);
  return rows.length > 0;
}

/**
 * One atomic UPDATE of the given columns; null when the user is gone. A new login that belongs to
 * someone else fails on users_login_unique (the service answers it).
 */
export async function updateAdmin(db: Queryable, id: number, changes: AdminChanges): Promise<AdminRow | null> {
  const sets = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([column, v]) => sql`${sql.identifier(column)} = ${v}`);
  if (sets.length === 0) return getAdmin(db, id);
  const { rows } = await db.execute<AdminRow>(sql`update users set ${sql.join(sets, sql`, `)} where id = ${id} and deleted_at is null returning ${COLUMNS}`);
  return rows[0] ?? null;
}

export async function getPasswordHash(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${id} and deleted_at is null`);
  return rows[0]?.password_hash ?? null;
}

/** Sets the new hash only if the old one is still in place, so two concurrent changes cannot both pass the old-password check. */
export async function replacePasswordHash(db: Queryable, id: number, oldHash: string, newHash: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`update users set password_hash = ${newHash} where id = ${id} and password_hash = ${oldHash} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}
