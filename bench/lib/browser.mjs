// Measuring in the browser: Chromium as the benches start it, frame statistics and a page's network activity.
import { chromium } from '@playwright/test';

/** Flags for a quiet headless Chromium: nothing of its own on the network or the GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless; the bench's own signal handlers clean up, so Playwright's stay off. */
export function launchChromium(executablePath, extraArgs = []) {
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Frame statistics of one scroll, with the long tasks that overlapped it. */
export function frameStats(deltas, longTasks, t0, t1) {
  const sorted = [...deltas].sort((a, b) => a - b);
  const q = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null);
  let longMs = 0;
  let longCount = 0;
  for (const [start, duration] of longTasks) {
    const overlap = Math.min(start + duration, t1) - Math.max(start, t0);
    if (overlap > 0) {
      longMs += overlap;
      longCount++;
    }
  }
  return {
    frames: deltas.length,
    p50: q(0.5),
    p95: q(0.95),
    max: sorted.at(-1) ?? null,
    dropped: deltas.filter((d) => d > 33).length,
    longMs,
    longCount,
    seconds: (t1 - t0) / 1000,
  };
}

/** Counts requests in flight, so a phase can wait until the page stops loading. */
export function trackNetwork(page) {
  const net = { inFlight: 0, waiters: [] };
  const settle = () => {
    net.inFlight--;
    if (net.inFlight <= 0) net.waiters.splice(0).forEach((w) => w());
  };
  page.on('request', () => net.inFlight++);
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  net.quiet = (timeoutMs = 30_000) =>
    net.inFlight <= 0
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          net.waiters.push(() => {
            clearTimeout(timer);
            resolve(true);
          });
        });
  return net;
}
