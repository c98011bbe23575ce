import { VersionedCache } from './versioned-cache';

const counter = () => {
  let calls = 0;
  return { compute: (value: number) => async () => ((calls += 1), value), calls: () => calls };
};

it('computes once per version and key; a new version computes afresh', async () => {
  const cache = new VersionedCache({ maxEntries: 10, maxWeight: 100 });
  const c = counter();
  expect(await cache.get(1, 'dallas', c.compute(7))).toBe(7);
  expect(await cache.get(1, 'dallas', c.compute(99))).toBe(7);
  expect(c.calls()).toBe(1);
  expect(await cache.get(2, 'dallas', c.compute(8))).toBe(8);
  expect(await cache.get(1, 'houston', c.compute(3))).toBe(3);
  expect(c.calls()).toBe(3);
});

it('requests missing the same entry together share one computation', async () => {
  const cache = new VersionedCache({ maxEntries: 10, maxWeight: 100 });
  let calls = 0;
  let release!: (n: number) => void;
  const slow = () => ((calls += 1), new Promise<number>((resolve) => (release = resolve)));
  const all = Promise.all([cache.get(1, 'k', slow), cache.get(1, 'k', slow), cache.get(1, 'k', slow)]);
  release(5);
  expect(await all).toEqual([5, 5, 5]);
  expect(calls).toBe(1);
});

it('keeps no failure: the next request computes again', async () => {
  const cache = new VersionedCache({ maxEntries: 10, maxWeight: 100 });
  await expect(cache.get(1, 'k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  expect(await cache.get(1, 'k', async () => 4)).toBe(4);
});

it('stays within its entries and weight, the least recently used leaving first', async () => {
  const cache = new VersionedCache({ maxEntries: 2, maxWeight: 10 });
  const ids = (n: number) => async () => Array.from({ length: n }, (_, i) => i);
  const weigh = (v: number[]) => v.length;
  await cache.get(1, 'a', ids(3), weigh);
  await cache.get(1, 'b', ids(3), weigh);
  await cache.get(1, 'a', ids(0), weigh); // a is used again: b is now the oldest
  await cache.get(1, 'c', ids(3), weigh);
  expect(cache.size).toBe(2);
  const c = counter();
  expect(await cache.get(1, 'a', c.compute(1) as never, weigh)).toHaveLength(3);
  expect(c.calls()).toBe(0);
  // Heavier than everything else together: the others leave.
  await cache.get(1, 'd', ids(9), weigh);
  expect(cache.size).toBe(1);
  // Heavier than the cache: answered, never kept.
  expect(await cache.get(1, 'e', ids(11), weigh)).toHaveLength(11);
  expect(cache.size).toBe(1);
});
