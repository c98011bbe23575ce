import { Gate } from './gate';
import { HttpError } from './http-errors';
import { jsonArrayText, keysetBatches } from './json-stream';

/**
 * Why a whole-table answer holds no table in memory, told without a clock: rows are read a batch
 * at a time, only as the answer is pulled, and a turn is refused rather than queued without bound.
 * What it costs at 100k loads is measured by bench/server-hardening.mjs.
 */
describe('keysetBatches and jsonArrayText', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: 7 - i }));
  const reader = () => {
    const calls: Array<{ after: number | null; limit: number }> = [];
    const read = async (after: number | null, limit: number) => {
      calls.push({ after, limit });
      return rows.filter((r) => after === null || r.id < after).slice(0, limit);
    };
    return { calls, read };
  };

  it('reads a batch only when the text before it has been taken', async () => {
    const { calls, read } = reader();
    const text = jsonArrayText(
      keysetBatches(read, (r) => r.id, 3),
      (r) => JSON.stringify(r),
    );
    expect((await text.next()).value).toBe('[');
    expect(calls).toHaveLength(0);
    expect((await text.next()).value).toBe('{"id":7},{"id":6},{"id":5}');
    expect(calls).toEqual([{ after: null, limit: 3 }]);
    expect((await text.next()).value).toBe(',{"id":4},{"id":3},{"id":2}');
    expect(calls).toEqual([
      { after: null, limit: 3 },
      { after: 5, limit: 3 },
    ]);
  });

  it('joins the batches into one valid array and stops after a short batch', async () => {
    const { calls, read } = reader();
    let json = '';
    for await (const chunk of jsonArrayText(
      keysetBatches(read, (r) => r.id, 3),
      (r) => JSON.stringify(r),
    ))
      json += chunk;
    expect(JSON.parse(json)).toEqual(rows);
    expect(calls.map((c) => c.after)).toEqual([null, 5, 2]);
  });

  it('writes an empty table as an empty array, in its envelope', async () => {
    let json = '';
    for await (const chunk of jsonArrayText(
      keysetBatches(
        async () => [],
        (r: { id: number }) => r.id,
        3,
      ),
      (r) => JSON.stringify(r),
      '{"loads":[',
      ']}',
    ))
      json += chunk;
    expect(JSON.parse(json)).toEqual({ loads: [] });
  });
});

describe('Gate', () => {
  it('gives turns in order, queues up to its limit and refuses the next call with 503 and Retry-After', async () => {
    const gate = new Gate(1, 2, 'busy');
    const order: number[] = [];
    await gate.acquire();
    const second = gate.acquire().then(() => order.push(2));
    const third = gate.acquire().then(() => order.push(3));
    const refused = await gate.acquire().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, detail: 'busy', headers: { 'retry-after': '5' } });

    gate.release();
    await second;
    expect(order).toEqual([2]);
    gate.release();
    await third;
    expect(order).toEqual([2, 3]);
    // The queue has room again once a waiting call has its turn.
    const fourth = gate.acquire();
    gate.release();
    await fourth;
  });

  it('ends a turn however the job ends', async () => {
    const gate = new Gate(1, 0, 'busy');
    await expect(gate.run(async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});
