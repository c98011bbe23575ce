import { minutesAt, PeriodRanking, type PeriodTotal } from './ranking';

const MIN = 60_000_000;
const window = { startsUs: 1_000 * MIN, endsUs: 2_000 * MIN };
const person = (id: number, nameRank: number, closedMinutes: number, openSinceMinute: number | null = null, extraUs = 0): PeriodTotal => ({
  id,
  nameRank,
  closedUs: closedMinutes * MIN + extraUs,
  openSinceUs: openSinceMinute === null ? null : openSinceMinute * MIN,
});

it('counts an open shift up to now, inside the period only, in whole minutes', () => {
  expect(minutesAt(person(1, 0, 10), window, 1_500 * MIN)).toBe(10);
  expect(minutesAt(person(1, 0, 10, 1_490), window, 1_500 * MIN)).toBe(20);
  // Opened before the period: only its part inside counts.
  expect(minutesAt(person(1, 0, 0, 900), window, 1_030 * MIN)).toBe(30);
  // 59.99 minutes are 59.
  expect(minutesAt(person(1, 0, 59, null, MIN - 1), window, 0)).toBe(59);
});

/** The order the database query gives: every total computed, sorted by minutes desc then name. */
function reference(people: PeriodTotal[], nowUs: number) {
  return people
    .map((p) => ({ id: p.id, nameRank: p.nameRank, minutes: minutesAt(p, window, nowUs) }))
    .sort((a, b) => b.minutes - a.minutes || a.nameRank - b.nameRank)
    .map(({ id, minutes }) => ({ id, minutes }));
}

it('pages exactly as ranking every person would, open shifts overtaking closed ones as time passes', () => {
  // Ties on minutes, open and closed people interleaved, zero-minute people, a shift opened before the period.
  let seed = 7;
  const random = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
  const people = Array.from({ length: 300 }, (_, i) => {
    const open = random(4) === 0 ? 1_000 + random(600) - 150 : null;
    return person(i + 1, (i * 37) % 300, random(5) === 0 ? 0 : random(400), open, random(MIN));
  });
  const ranking = new PeriodRanking(people, window);
  expect(ranking.count).toBe(300);
  for (const nowMinute of [1_000, 1_200, 1_599, 1_950, 2_100]) {
    const all = reference(people, nowMinute * MIN);
    expect(ranking.page(0, 300, nowMinute * MIN)).toEqual(all);
    for (const [offset, limit] of [
      [0, 7],
      [7, 7],
      [140, 7],
      [294, 7],
      [298, 7],
    ]) {
      expect(ranking.page(offset, limit, nowMinute * MIN)).toEqual(all.slice(offset, offset + limit));
    }
  }
});

it('answers an empty page past the end', () => {
  const ranking = new PeriodRanking([person(1, 0, 5)], window);
  expect(ranking.page(7, 7, 0)).toEqual([]);
  expect(new PeriodRanking([], window).page(0, 7, 0)).toEqual([]);
});
