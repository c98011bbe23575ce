import type { Response } from '@playwright/test';
import { ChatScreen } from '../pages/chat-page';
import { SignInPage } from '../pages/sign-in-page';
import { apiLogin } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, stateOf, test } from '../support/fixtures';

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

/** The issue's budget for the chat remote's own first-load JavaScript (gzip), shared libraries excluded. */
const CHAT_BUDGET_BYTES = 60 * 1024;

test("/admin/chat: the chat remote's own first-load JavaScript is at most 60 KiB gzipped", async ({ browser, playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const tokens = await apiLogin(api, ADMIN.email, ADMIN.password).finally(() => api.dispose());
  // A fresh context (no cache), gzip as above, signed in.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, storageState: stateOf(tokens) });
  try {
    const page = await context.newPage();
    // What the chat remote serves is under /remotes/chat/; shared libraries the host already
    // provides are not fetched from there. The emoji picker and the voice recorder load on
    // first use only: this test never opens them.
    let usable = false;
    const scripts: Array<{ res: Response; beforeUsable: boolean }> = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      const isScript = res.request().resourceType() === 'script' || /javascript/.test(type);
      if (isScript && new URL(res.url()).pathname.startsWith('/remotes/chat/')) scripts.push({ res, beforeUsable: !usable });
    });
    const chat = new ChatScreen(page);
    await chat.goto();
    // Usable: the first conversation is on screen with its input.
    await expect(chat.log.or(chat.noMessages)).toBeVisible();
    await expect(chat.input).toBeVisible();
    usable = true;
    await page.waitForLoadState('networkidle');

    const rows = await Promise.all(
      scripts.map(async ({ res, beforeUsable }) => {
        const body = await res.body();
        return {
          file: new URL(res.url()).pathname,
          beforeUsable,
          encoding: res.headers()['content-encoding'] ?? 'identity',
          raw: body.length,
          bytes: (await res.request().sizes()).responseBodySize,
          // What the lazy parts carry: emoji-mart's element, its data, the WAV encoder's protocol.
          lazyPart: ['em-emoji-picker', '"grinning"', 'encoderId'].find((mark) => body.includes(mark)),
        };
      }),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    const first = rows.filter((r) => r.beforeUsable);
    const total = first.reduce((sum, r) => sum + r.bytes, 0);
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
    const report = [
      `The chat remote's JavaScript on /admin/chat (${first.length} files before usable, ${rows.length - first.length} after):`,
      '   gzip KiB    raw KiB  encoding  file',
      ...rows.map((r) => `${kib(r.bytes)}    ${kib(r.raw)}  ${r.encoding.padEnd(8)}  ${r.file}${r.beforeUsable ? '' : '  (after usable, not counted)'}`),
      `${kib(total)}  total before usable (budget ${kib(CHAT_BUDGET_BYTES).trim()} KiB)`,
    ].join('\n');
    console.log(report);
    testInfo.annotations.push({ type: 'chat first-load JS (gzip)', description: `${(total / 1024).toFixed(1)} KiB; largest: ${first.slice(0, 3).map((r) => `${r.file} ${(r.bytes / 1024).toFixed(1)} KiB`).join(', ')}` });

    expect(first.length).toBeGreaterThan(0);
    for (const r of first.filter((row) => row.raw > 1024)) expect(r.encoding, `${r.file} is served gzipped`).toBe('gzip');
    // Neither emoji-mart (nor its data) nor the recorder came with the first load.
    expect(rows.filter((r) => r.lazyPart).map((r) => `${r.file}: ${r.lazyPart}`)).toEqual([]);
    expect(total, "gzipped JavaScript bytes of the chat remote's first load").toBeLessThanOrEqual(CHAT_BUDGET_BYTES);
  } finally {
    await context.close();
  }
});
