import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * The tables (or columns: 'presence' is users.last_seen_at) with a version in data_versions
 * (migrations 0013-0015); 'billing' is invoices, settlements, their loads and brokers' names (0026);
 * 'records' is every table the answers kept whole read (0027, plugins/answer-cache.ts).
 */
export type VersionedTable = 'loads' | 'check_ins' | 'people' | 'presence' | 'billing' | 'records';

/** The committed version of `table`: moves once for each transaction that writes it, at its commit. */
export async function readVersion(db: Queryable, table: VersionedTable): Promise<number> {
  const { rows } = await db.execute<{ version: number }>(sql`select version from data_versions where name = ${table}`);
  return Number(rows[0]?.version ?? 0);
}

/** Several committed versions in one read, in the order of `tables`. */
export async function readVersions(db: Queryable, tables: readonly VersionedTable[]): Promise<number[]> {
  const { rows } = await db.execute<{ name: string; version: number }>(
    sql`select name, version from data_versions where name in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  const byName = new Map(rows.map((r) => [r.name, Number(r.version)]));
  return tables.map((t) => byName.get(t) ?? 0);
}

export type VersionedCacheOptions = {
  /** Entries kept at most, least recently used leaving first. */
  maxEntries: number;
  /** Total weight kept at most (what `weigh` measures, e.g. ids held). */
  maxWeight: number;
};

type Entry = { value: unknown; weight: number };

/**
 * Answers computed from one table (a search's count, its ids in order), kept by the table's
 * version. Exact, never stale: a committed write, by any API process, moves the version, and the
 * next read computes afresh under the new one; old entries are never read again and leave by age.
 * A value computed after reading version N reflects N or later, never earlier, so keeping it
 * under N is safe. Requests that miss the same entry together share one computation.
 *
 * One cache per app instance: versions count per database.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private weight = 0;

  constructor(private readonly options: VersionedCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  async get<T>(version: number | string, key: string, compute: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    const id = `${version}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.value as T;
    }
    const pending = this.inFlight.get(id);
    if (pending) return pending as Promise<T>;
    const computing = compute().then(
      (value) => {
        this.inFlight.delete(id);
        this.keep(id, value, weigh(value));
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(id);
        throw err;
      },
    );
    this.inFlight.set(id, computing);
    return computing;
  }

  private keep(id: string, value: unknown, weight: number) {
    // Too big to keep at all: answered, not cached.
    if (weight > this.options.maxWeight) return;
    this.entries.set(id, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= this.options.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }
}
