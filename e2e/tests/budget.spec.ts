import type { Response } from '@playwright/test';
import { AppRoutes, AppScreens, areaOf, isAdminPath } from '@haulboard/shared/routes';
import { apiLogin, type Tokens } from '../support/api';
import {
  ADMIN_BUDGET_BYTES,
  AREA_OWN_BUDGET_BYTES,
  coldContext,
  decodedSizes,
  expectRouteBudget,
  isScript,
  PUBLIC_BUDGET_BYTES,
  sizeOf,
  sizeTable,
} from '../support/budget';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { installDevtoolsHook } from '../support/singletons';

// /admin/chat is measured in budget-chat.spec.ts: opening the chat reads the top contact, so
// it runs in the serial `chat` project. Everything here only loads pages, so it runs beside the rest.

/**
 * Every screen of the route table (`/` only redirects) but the chat's. An admin screen's area (its
 * remote, whose own code under /remotes/<area>/ has its own budget) is the one the table names.
 */
const SCREENS = Object.values(AppScreens).filter((s) => s.path !== AppRoutes.chat);

// One cold context per route (each visit must start with an empty cache): the visits are
// independent, so both workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('a cold first visit of every route of the route table', () => {
  let tokens: Tokens;
  let loadId: number;
  const logins = { dispatchers: '', drivers: '' };
  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      tokens = await apiLogin(api, ADMIN.email, ADMIN.password);
      const res = await api.get('/api/list-loads/?page=1&page_size=1', { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(res.status()).toBe(200);
      loadId = ((await res.json()) as { results: { id: number }[] }).results[0].id;
      // A profile's real first load is a person's: its sections and their code come with them.
      for (const role of ['dispatchers', 'drivers'] as const) {
        const people = await api.get(`/api/users/${role}/?page=1&page_size=1`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
        expect(people.status()).toBe(200);
        logins[role] = ((await people.json()) as { results: { email: string }[] }).results[0].email;
      }
    } finally {
      await api.dispose();
    }
  });

  for (const screen of SCREENS) {
    const { path } = screen;
    const isAdmin = isAdminPath(path);
    const budget = isAdmin ? ADMIN_BUDGET_BYTES : PUBLIC_BUDGET_BYTES;
    const area = isAdmin ? areaOf(screen) : undefined;
    const title = `${path}: at most ${budget / 1024} KiB of gzipped JavaScript, one copy of each shared library${area ? `; the ${area} remote's own code at most 60 KiB` : ''}`;
    test(title, async ({ browser }, testInfo) => {
      const context = await coldContext(browser, isAdmin ? tokens : undefined);
      try {
        const page = await context.newPage();
        await page.addInitScript(installDevtoolsHook);
        const scripts: Response[] = [];
        page.on('response', (res) => isScript(res) && scripts.push(res));
        // A real load or person, opened from a link: the screen fetches it (its real first load).
        const query: Partial<Record<string, string>> = {
          [AppRoutes.loadDetail]: `?id=${loadId}`,
          [AppRoutes.dispatcherProfile]: `?${new URLSearchParams({ email: logins.dispatchers })}`,
          [AppRoutes.driverProfile]: `?${new URLSearchParams({ email: logins.drivers })}`,
        };
        await page.goto(`${path}${query[path] ?? ''}`);
        // Drawn: the screen's heading, or (areas not deployed yet) its error panel.
        const main = page.getByRole('main');
        const drawn = isAdmin
          ? main.getByRole('heading', { level: 1 }).or(main.getByRole('button', { name: 'Retry' }))
          : page.getByRole('heading', { name: /^(Welcome Back|Reset Your Password)$/ });
        await expect(drawn.first()).toBeAttached();
        // An area's own budget counts what its screen loads once shown.
        if (area) await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, 'stayed on the route').toBe(path);

        const decoded = await decodedSizes(page);
        const rows = (await Promise.all(scripts.map((res) => sizeOf(res, decoded)))).sort((a, b) => b.bytes - a.bytes);
        const total = rows.reduce((sum, r) => sum + r.bytes, 0);
        console.log(sizeTable(`JavaScript on ${path} (${rows.length} files):`, rows, total, budget));
        testInfo.annotations.push({ type: `${path} first-load JS (gzip)`, description: `${(total / 1024).toFixed(1)} KiB` });

        // One copy of each shared library, gzip, and the route's budget.
        await expectRouteBudget(page, path, rows, budget);

        if (!area) return;
        // The area's own code: what it served under /remotes/<area>/, shared libraries excluded.
        // The issue's budget for the reports remote is its own code WITHOUT the charts: the lazy
        // `charts` chunk (d3's band scale and tick rules inside it) is left out here only; the
        // route's total above still counts it.
        const own = scripts.filter((res) => new URL(res.url()).pathname.startsWith(`/remotes/${area}/`));
        const charts = own.map((res) => area === 'reports' && /\/charts\.[0-9a-f]+\.js$/.test(new URL(res.url()).pathname));
        const ownRows = (await Promise.all(own.filter((_, i) => !charts[i]).map((res) => sizeOf(res, decoded)))).sort((a, b) => b.bytes - a.bytes);
        const ownTotal = ownRows.reduce((sum, r) => sum + r.bytes, 0);
        const left = charts.filter(Boolean).length;
        console.log(
          sizeTable(
            `The ${area} remote's JavaScript on ${path} (${ownRows.length} files${left ? `, ${left} of the charts left out` : ''}):`,
            ownRows,
            ownTotal,
            AREA_OWN_BUDGET_BYTES,
          ),
        );
        testInfo.annotations.push({ type: `${area} on ${path} (gzip)`, description: `${(ownTotal / 1024).toFixed(1)} KiB` });
        expect(ownRows.length).toBeGreaterThan(0);
        expect(ownTotal, `gzipped JavaScript bytes the ${area} remote served on ${path}`).toBeLessThanOrEqual(AREA_OWN_BUDGET_BYTES);
      } finally {
        await context.close();
      }
    });
  }
});
