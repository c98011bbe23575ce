import type { Response } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from '../support/fixtures';

/** The first-load budget: every JavaScript byte /login needs, as sent over the wire (gzip). */
const BUDGET_BYTES = 200 * 1024;

test('/login loads at most 200 KiB of gzipped JavaScript', async ({ browser }) => {
  // A fresh context: no cache, and gzip (the budget's encoding) rather than Chromium's br.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || /javascript/.test(type)) scripts.push(res);
    });
    await page.goto('/login');
    await expect(new SignInPage(page).submit).toBeVisible();
    await page.waitForLoadState('networkidle');

    const rows = await Promise.all(
      scripts.map(async (res) => {
        const { responseBodySize } = await res.request().sizes();
        return {
          file: new URL(res.url()).pathname,
          encoding: res.headers()['content-encoding'] ?? 'identity',
          raw: (await res.body()).length,
          bytes: responseBodySize,
        };
      }),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
    console.log(
      [
        `JavaScript on /login (${rows.length} files):`,
        '   gzip KiB    raw KiB  encoding  file',
        ...rows.map((r) => `${kib(r.bytes)}    ${kib(r.raw)}  ${r.encoding.padEnd(8)}  ${r.file}`),
        `${kib(total)}  total (budget ${kib(BUDGET_BYTES).trim()} KiB)`,
      ].join('\n'),
    );

    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows.filter((row) => row.raw > 1024)) expect(r.encoding, `${r.file} is served gzipped`).toBe('gzip');
    expect(total, 'gzipped JavaScript bytes on /login').toBeLessThanOrEqual(BUDGET_BYTES);
  } finally {
    await context.close();
  }
});
