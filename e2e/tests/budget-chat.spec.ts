import type { Response } from '@playwright/test';
import { AppRoutes } from '@haulboard/shared/routes';
import { ChatScreen } from '../pages/chat-page';
import { apiLogin } from '../support/api';
import { ADMIN_BUDGET_BYTES, AREA_OWN_BUDGET_BYTES, coldContext, decodedSizes, expectRouteBudget, isScript, sizeOf, sizeTable } from '../support/budget';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { installDevtoolsHook } from '../support/singletons';

// The other routes' budgets: budget.spec.ts. This one opens the chat, which reads the top
// contact, so (by its name) it runs in the serial `chat` project.

test(`${AppRoutes.chat}: at most ${ADMIN_BUDGET_BYTES / 1024} KiB of gzipped JavaScript, one copy of each shared library; the chat remote's own first-load code at most 60 KiB`, async ({
  browser,
  playwright,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const tokens = await apiLogin(api, ADMIN.email, ADMIN.password).finally(() => api.dispose());
  const context = await coldContext(browser, tokens);
  try {
    const page = await context.newPage();
    await page.addInitScript(installDevtoolsHook);
    // The chat remote's own code is what it serves under /remotes/chat/ before the first
    // conversation is usable; shared libraries the host already provides are not fetched from
    // there. The emoji picker and the voice recorder load on first use only: this test never opens them.
    let usable = false;
    const scripts: Array<{ res: Response; beforeUsable: boolean }> = [];
    page.on('response', (res) => isScript(res) && scripts.push({ res, beforeUsable: !usable }));
    const chat = new ChatScreen(page);
    await chat.goto();
    // Drawn: the screen's heading, or (areas not deployed yet) its error panel.
    const main = page.getByRole('main');
    await expect(
      main
        .getByRole('heading', { level: 1 })
        .or(main.getByRole('button', { name: 'Retry' }))
        .first(),
    ).toBeAttached();
    // Usable: the first conversation is on screen with its input.
    await expect(chat.log.or(chat.noMessages)).toBeVisible();
    await expect(chat.input).toBeVisible();
    usable = true;
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname, 'stayed on the route').toBe(AppRoutes.chat);

    // The route: every script, before and after usable.
    const decoded = await decodedSizes(page);
    const rows = (await Promise.all(scripts.map(({ res }) => sizeOf(res, decoded)))).sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    console.log(sizeTable(`JavaScript on ${AppRoutes.chat} (${rows.length} files):`, rows, total, ADMIN_BUDGET_BYTES));
    testInfo.annotations.push({ type: `${AppRoutes.chat} first-load JS (gzip)`, description: `${(total / 1024).toFixed(1)} KiB` });

    // One copy of each shared library, gzip, and the route's budget.
    await expectRouteBudget(page, AppRoutes.chat, rows, ADMIN_BUDGET_BYTES);

    // The chat remote's own code.
    const chatRows = await Promise.all(
      scripts
        .filter(({ res }) => new URL(res.url()).pathname.startsWith('/remotes/chat/'))
        .map(async ({ res, beforeUsable }) => {
          const body = await res.body();
          return {
            ...(await sizeOf(res, decoded)),
            beforeUsable,
            note: beforeUsable ? '' : '  (after usable, not counted)',
            // What the lazy parts carry: emoji-mart's element, its data, the WAV encoder's protocol.
            lazyPart: ['em-emoji-picker', '"grinning"', 'encoderId'].find((mark) => body.includes(mark)),
          };
        }),
    );
    chatRows.sort((a, b) => b.bytes - a.bytes);
    const first = chatRows.filter((r) => r.beforeUsable);
    const chatTotal = first.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      sizeTable(
        `The chat remote's JavaScript on ${AppRoutes.chat} (${first.length} files before usable, ${chatRows.length - first.length} after):`,
        chatRows,
        chatTotal,
        AREA_OWN_BUDGET_BYTES,
        'total before usable',
      ),
    );
    testInfo.annotations.push({
      type: 'chat first-load JS (gzip)',
      description: `${(chatTotal / 1024).toFixed(1)} KiB; largest: ${first
        .slice(0, 3)
        .map((r) => `${r.file} ${(r.bytes / 1024).toFixed(1)} KiB`)
        .join(', ')}`,
    });
    expect(first.length).toBeGreaterThan(0);
    // Neither emoji-mart (nor its data) nor the recorder came with the first load.
    expect(chatRows.filter((r) => r.lazyPart).map((r) => `${r.file}: ${r.lazyPart}`)).toEqual([]);
    expect(chatTotal, "gzipped JavaScript bytes of the chat remote's first load").toBeLessThanOrEqual(AREA_OWN_BUDGET_BYTES);
  } finally {
    await context.close();
  }
});
