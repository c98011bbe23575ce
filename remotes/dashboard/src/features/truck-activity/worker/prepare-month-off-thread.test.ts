import type { LoadsOverviewResponse } from '@haulboard/shared/contracts';
import { monthPreparation } from '../lib/month-preparation';
import { prepareMonthOffThread, resetMonthWorker } from './prepare-month-off-thread';
import { MONTH_WORKER_SOURCE } from './spawn-month-worker';

const { prepareMonth } = monthPreparation();

const MARCH = { year: 2026, month: 2 };
const assigned = { status: 'assigned', created_at: '2026-02-01T09:00:00Z', driver_name: 'Dan Driver' };
const answer: LoadsOverviewResponse = {
  months: [
    {
      month: '2026-03',
      items: [
        { ...assigned, id: 1, load_number: '1', pickup_date: '2026-03-09', Truck_number: 'TRK-2' },
        { ...assigned, id: 2, load_number: '2', pickup_date: '2026-03-03', Truck_number: 'TRK-10' },
      ],
    },
  ],
};
const text = JSON.stringify(answer);

/** A stand-in for the browser's Worker: records what is posted; the test answers for the worker. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: { id: number; text: string; month: unknown }[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; text: string; month: unknown }) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail() {
    this.onerror?.({ message: 'Failed to load', preventDefault() {} } as ErrorEvent);
  }
}

afterEach(() => {
  resetMonthWorker();
  FakeWorker.made = [];
  delete (globalThis as { Worker?: unknown }).Worker;
  jest.restoreAllMocks();
});

/** A browser's Worker and blob URLs (jsdom has neither). */
function useFakeWorker() {
  Object.assign(globalThis, { Worker: FakeWorker });
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:month-worker');
}

it("the worker's script runs on its own: the preparation's source needs nothing from outside", async () => {
  const posted: unknown[] = [];
  const self: { onmessage?: (e: { data: unknown }) => void; postMessage: (m: unknown) => void } = { postMessage: (m) => posted.push(m) };
  new Function('self', MONTH_WORKER_SOURCE)(self);
  self.onmessage!({ data: { id: 7, text, month: MARCH } });
  self.onmessage!({ data: { id: 8, text: 'not json', month: MARCH } });
  expect(posted[0]).toEqual({ id: 7, data: prepareMonth(answer, MARCH) });
  expect(posted[1]).toMatchObject({ id: 8, error: expect.stringContaining('JSON') });
});

it('without workers (jsdom, a cross-origin dev server) prepares the month on the thread', async () => {
  await expect(prepareMonthOffThread(text, MARCH)).resolves.toEqual(prepareMonth(answer, MARCH));
});

it("sends the answer's text and the month to one worker and answers what it replies", async () => {
  useFakeWorker();
  const prepared = prepareMonth(answer, MARCH);
  const first = prepareMonthOffThread(text, MARCH);
  const second = prepareMonthOffThread('{"months":[]}', { year: 2026, month: 3 });
  expect(FakeWorker.made).toHaveLength(1);
  const [a, b] = FakeWorker.made[0].posted;
  expect(a).toMatchObject({ text, month: MARCH });
  expect(b.id).not.toBe(a.id);
  // Replies may come in any order; each goes to its own request.
  FakeWorker.made[0].reply({ id: b.id, data: prepareMonth({ months: [] }, { year: 2026, month: 3 }) });
  FakeWorker.made[0].reply({ id: a.id, data: prepared });
  await expect(first).resolves.toBe(prepared);
  await expect(second).resolves.toMatchObject({ options: { loads: [] } });
});

it("rejects with the worker's message when the answer cannot be read", async () => {
  useFakeWorker();
  const month = prepareMonthOffThread('not json', MARCH);
  const { id } = FakeWorker.made[0].posted[0];
  FakeWorker.made[0].reply({ id, error: 'Unexpected token' });
  await expect(month).rejects.toThrow('Unexpected token');
});

it('a worker that fails to start hands its waiting months to the thread, and is not asked again', async () => {
  useFakeWorker();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const waiting = prepareMonthOffThread(text, MARCH);
  FakeWorker.made[0].fail();
  expect(warn).toHaveBeenCalledWith('The month worker is unavailable (Failed to load); months are prepared on the main thread.');
  await expect(waiting).resolves.toEqual(prepareMonth(answer, MARCH));
  expect(FakeWorker.made[0].terminated).toBe(true);
  await expect(prepareMonthOffThread(text, MARCH)).resolves.toEqual(prepareMonth(answer, MARCH));
  expect(FakeWorker.made).toHaveLength(1);
});
