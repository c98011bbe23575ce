import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-errors';

export type UploadLimits = {
  /** Upload calls one user may have in flight at once. */
  concurrent: number;
  /** Upload calls one user may start per minute. */
  perMinute: number;
  /** Bytes of stored files each user may own; administrators, who file every load's papers, get `adminQuotaBytes`. */
  quotaBytes: number;
  adminQuotaBytes: number;
};

const MB = 1024 * 1024;

/**
 * Per-user bounds on uploads, so one account cannot fill the disk or the memory: a few calls
 * in flight, a rate, and a storage quota over the files the user owns. Counts are per process
 * (a second process doubles the concurrency and rate a user gets, not the quota, which is read
 * from the database).
 */
export class UploadGuard {
  private readonly inFlight = new Map<number, number>();
  private readonly started = new Map<number, number[]>();

  constructor(
    private readonly db: Db,
    private readonly limits: UploadLimits,
  ) {}

  private quotaOf(userType: string) {
    return userType === 'admin' ? this.limits.adminQuotaBytes : this.limits.quotaBytes;
  }

  private async used(userId: number): Promise<number> {
    const { rows } = await this.db.execute<{ used: number }>(sql`select coalesce(sum(size), 0)::bigint as used from media_files where owner_id = ${userId}`);
    return rows[0].used;
  }

  private full(userType: string) {
    return new HttpError(413, `Your storage is full (${Math.round(this.quotaOf(userType) / MB)} MB). Delete old files or messages with files, then try again.`);
  }

  /** Lets an upload call begin, or refuses it before its body is read. Pair with `done`. */
  async admit(userId: number, userType: string): Promise<void> {
    const now = Date.now();
    const recent = (this.started.get(userId) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= this.limits.perMinute) {
      const wait = Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000));
      throw new HttpError(429, `Too many uploads. Try again in ${wait} seconds.`, { 'retry-after': String(wait) });
    }
    const running = this.inFlight.get(userId) ?? 0;
    if (running >= this.limits.concurrent) {
      throw new HttpError(429, `Only ${this.limits.concurrent} uploads at a time. Wait for one to finish, then try again.`, { 'retry-after': '5' });
    }
    recent.push(now);
    this.started.set(userId, recent);
    this.inFlight.set(userId, running + 1);
    try {
      if ((await this.used(userId)) >= this.quotaOf(userType)) throw this.full(userType);
    } catch (err) {
      this.done(userId);
      throw err;
    }
  }

  /** Ends an admitted call (its files are read, or it failed). */
  done(userId: number): void {
    const running = (this.inFlight.get(userId) ?? 1) - 1;
    if (running > 0) this.inFlight.set(userId, running);
    else this.inFlight.delete(userId);
  }

  /** Refuses `bytes` more that would take the user past their quota. */
  async checkQuota(userId: number, userType: string, bytes: number): Promise<void> {
    if (bytes === 0) return;
    if ((await this.used(userId)) + bytes > this.quotaOf(userType)) throw this.full(userType);
  }
}
