/**
 * The hours pages' ranking, computed from a snapshot of the period's totals (kept by versions, see
 * service): each person's closed time in the period is fixed until a check-in or check-out, and an
 * open shift only adds the time up to now. So the order of those without an open shift is fixed
 * (sorted once per snapshot), and only the few with one are placed again per request, exactly to
 * the microsecond, then the two sorted runs are merged up to the page asked for.
 */

/** One person of the period: closed time in microseconds, the open shift's start if one is open. */
export type PeriodTotal = {
  id: number;
  /** The person's place in name order (first name, last name, id), as the database sorts them. */
  nameRank: number;
  closedUs: number;
  /** Microseconds since the epoch; null without an open shift. */
  openSinceUs: number | null;
};

/** The period as microseconds since the epoch: [starts, ends). */
export type PeriodWindow = { startsUs: number; endsUs: number };

export type Ranked = { id: number; minutes: number };

const US_PER_MINUTE = 60_000_000;

/** Whole minutes worked in the period up to `nowUs`: the closed time plus the open shift's part. */
export function minutesAt(p: PeriodTotal, w: PeriodWindow, nowUs: number): number {
  const open = p.openSinceUs === null ? 0 : Math.max(0, Math.min(nowUs, w.endsUs) - Math.max(p.openSinceUs, w.startsUs));
  return Math.floor((p.closedUs + open) / US_PER_MINUTE);
}

/** Most minutes first, then name order: the lists' order (repository's `total_hours_worked desc, first_name, last_name, id`). */
const before = (a: Ranked & { nameRank: number }, b: Ranked & { nameRank: number }) => b.minutes - a.minutes || a.nameRank - b.nameRank;

/** A snapshot, prepared once: those without an open shift sorted for good, the others kept apart. */
export class PeriodRanking {
  private readonly closed: (Ranked & { nameRank: number })[];
  private readonly open: PeriodTotal[];

  constructor(
    people: readonly PeriodTotal[],
    readonly window: PeriodWindow,
  ) {
    this.closed = people
      .filter((p) => p.openSinceUs === null)
      .map((p) => ({ id: p.id, nameRank: p.nameRank, minutes: Math.floor(p.closedUs / US_PER_MINUTE) }))
      .sort(before);
    this.open = people.filter((p) => p.openSinceUs !== null);
  }

  get count(): number {
    return this.closed.length + this.open.length;
  }

  /** The people at [offset, offset + limit) of the order at `nowUs`, with their minutes. */
  page(offset: number, limit: number, nowUs: number): Ranked[] {
    const open = this.open.map((p) => ({ id: p.id, nameRank: p.nameRank, minutes: minutesAt(p, this.window, nowUs) })).sort(before);
    const end = Math.min(offset + limit, this.count);
    const out: Ranked[] = [];
    let i = 0;
    let j = 0;
    for (let k = 0; k < end; k += 1) {
      const a = this.closed[i];
      const b = open[j];
      const next = b === undefined || (a !== undefined && before(a, b) <= 0) ? this.closed[i++] : open[j++];
      if (k >= offset) out.push({ id: next.id, minutes: next.minutes });
    }
    return out;
  }
}
