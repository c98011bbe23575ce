import { monthPreparation, type Month, type MonthData } from '../lib/month-preparation';
import { spawnMonthWorker } from './spawn-month-worker';

type Reply = { id: number; data?: MonthData; error?: string };
type Waiting = { text: string; month: Month; resolve: (d: MonthData) => void; reject: (e: Error) => void };

const { prepareMonth } = monthPreparation();
const onThread = (text: string, month: Month) => prepareMonth(JSON.parse(text), month);

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** Work the worker can no longer do is done here instead: a month is never lost to a broken worker. */
function giveUp(why: string) {
  console.warn(`The month worker is unavailable (${why}); months are prepared on the main thread.`);
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) {
    try {
      w.resolve(onThread(w.text, w.month));
    } catch (e) {
      w.reject(e as Error);
    }
  }
  waiting.clear();
}

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    // Throws where a worker cannot start (a CSP without blob: workers, say).
    worker = typeof Worker === 'function' && typeof URL.createObjectURL === 'function' ? spawnMonthWorker() : null;
  } catch {
    worker = null;
  }
  if (worker) {
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.data) w.resolve(e.data.data);
      else w.reject(new Error(e.data.error ?? 'The month could not be read'));
    };
    // The worker's script failed to load or run.
    worker.onerror = (e) => {
      e.preventDefault();
      giveUp(e.message || 'its script failed');
    };
  }
  return worker;
}

/**
 * A month's answer (as text) parsed, indexed and sorted in a worker, so neither the first grid
 * nor a step into a month fetched just now parses 2 MB on the main thread. Without a worker
 * (jsdom, a page whose CSP refuses one) the same work runs here.
 */
export function prepareMonthOffThread(text: string, month: Month): Promise<MonthData> {
  const w = getWorker();
  if (!w) return Promise.resolve().then(() => onThread(text, month));
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { text, month, resolve, reject });
    w.postMessage({ id, text, month });
  });
}

/** For tests: forget the worker (the next call spawns another). */
export function resetMonthWorker() {
  worker?.terminate();
  worker = undefined;
  waiting.clear();
}
