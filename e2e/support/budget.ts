import { expect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { stateOf } from './fixtures';
import type { Tokens } from './api';
import { loadedShares, reactDomCopies } from './singletons';

/**
 * First-load budgets (gzip, as sent over the wire): the sign-in pages, any admin route, and each area
 * remote's own code. Issue 31's goals: 150 KiB for the sign-in pages (135.1 to 135.6 since they draw
 * without the design system) and 250 KiB for every admin route (237.1 to 248.4 since each area
 * bundles only the resource definitions it reads, the charts draw with d3's scales and the
 * analytics' receivables load as the reader scrolls to them).
 */
export const PUBLIC_BUDGET_BYTES = 150 * 1024;
export const ADMIN_BUDGET_BYTES = 250 * 1024;
export const AREA_OWN_BUDGET_BYTES = 60 * 1024;

export type ScriptSize = { file: string; encoding: string; raw: number; bytes: number };

/** Each resource's unpacked size as the page's Resource Timing tells it (`decodedBodySize`), by URL. */
export type DecodedSizes = ReadonlyMap<string, number>;

/**
 * Read once a route has settled: one call to the page, where reading every script's body back over
 * the DevTools protocol (`res.body()`) cost the browser 0.4 CPU-s a route.
 */
export async function decodedSizes(page: Page): Promise<DecodedSizes> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => [e.name, (e as PerformanceResourceTiming).decodedBodySize] as const),
  );
  return new Map(entries);
}

/** A script response's size over the wire (`bytes`) and unpacked (`raw`, from `decoded`). */
export async function sizeOf(res: Response, decoded: DecodedSizes): Promise<ScriptSize> {
  const raw = decoded.get(res.url());
  if (raw === undefined) throw new Error(`no Resource Timing entry for ${res.url()}`);
  return {
    file: new URL(res.url()).pathname,
    encoding: res.headers()['content-encoding'] ?? 'identity',
    raw,
    bytes: (await res.request().sizes()).responseBodySize,
  };
}

// A worker started from a blob (the dashboard's month worker) runs code already downloaded: nothing crosses the wire.
export const isScript = (res: Response) =>
  !res.url().startsWith('blob:') && (res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? ''));

const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);

/** The file-by-file table the budget tests print: gzip and raw KiB, encoding, file, and the total against the budget. */
export function sizeTable(title: string, rows: Array<ScriptSize & { note?: string }>, total: number, budget: number, totalLabel = 'total'): string {
  return [
    title,
    '   gzip KiB    raw KiB  encoding  file',
    ...rows.map((r) => `${kib(r.bytes)}    ${kib(r.raw)}  ${r.encoding.padEnd(8)}  ${r.file}${r.note ?? ''}`),
    `${kib(total)}  ${totalLabel} (budget ${budget / 1024} KiB)`,
  ].join('\n');
}

/** A cold visit: a fresh context (empty cache) asking for gzip (the budget's encoding) rather than Chromium's br. */
export const coldContext = (browser: Browser, tokens?: Tokens): Promise<BrowserContext> =>
  browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, storageState: tokens ? stateOf(tokens) : undefined });

/**
 * What every route's first load must hold: one React DOM started, each shared library loaded
 * from one provider (the shared formatting from the shell), every script over 1 KiB sent
 * gzipped, and the total within `budget`. The page needs `installDevtoolsHook` as an init script.
 */
export async function expectRouteBudget(page: Page, path: string, rows: ScriptSize[], budget: number): Promise<void> {
  expect(await reactDomCopies(page), 'React DOM renderers').toBe(1);
  const copies = await loadedShares(page);
  for (const [name, from] of Object.entries(copies)) expect(from, `copies of ${name}`).toHaveLength(1);
  if (copies['@haulboard/shared/format']) expect(copies['@haulboard/shared/format']).toEqual(['haulboard_host']);

  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows.filter((row) => row.raw > 1024)) expect(r.encoding, `${r.file} is served gzipped`).toBe('gzip');
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  expect(total, `gzipped JavaScript bytes on ${path}`).toBeLessThanOrEqual(budget);
}
