import { monthPreparation } from '../lib/month-preparation';

/**
 * The month worker's whole script: monthPreparation's own source and a message handler. A
 * bundled worker (`new Worker(new URL(...))`) would carry the module federation runtime, which
 * fails to start outside a page; a script from a blob is also same-origin with the page when the
 * remote is served from elsewhere (the dev servers). The CSP allows `worker-src blob:`.
 */
export const MONTH_WORKER_SOURCE = `const { prepareMonth } = (${monthPreparation.toString()})();
self.onmessage = (e) => {
  const { id, text, month } = e.data;
  try {
    self.postMessage({ id, data: prepareMonth(JSON.parse(text), month) });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
`;

export function spawnMonthWorker(): Worker {
  const url = URL.createObjectURL(new Blob([MONTH_WORKER_SOURCE], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'haulboard-month' });
  } finally {
    // The worker has its script once started; the URL is not needed again.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
