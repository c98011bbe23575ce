import { expect, test } from '../support/fixtures';
import { LoadsApi, uniqueName as uniquePrefix } from '../support/loads-api';
import { LoadsListPage } from '../pages/loads-list-page';

// Each test makes its own loads under a unique name prefix and searches for it: no test
// depends on another one, on the order they run in, or on the demo data.
test.use({ session: 'admin-api' });

/** `${prefix} 01` ... `${prefix} NN`. */
const numbered = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${String(from + i).padStart(2, '0')}`);

test('searches, pages, keeps its state through a reload and Back, and filters by tab, payment and date', async ({ page, request }) => {
  const api = await LoadsApi.admin(request);
  const prefix = uniquePrefix('List');
  // 12 loads: 01-03 assigned, 04-06 Paid, 07 picked up in the past, 08 today, the rest in 3 days.
  await api.createLoads(prefix, [
    { assigned: true },
    { assigned: true },
    { assigned: true },
    { payment: 'Paid' },
    { payment: 'Paid' },
    { payment: 'Paid' },
    { pickupInDays: -3 },
    { pickupInDays: 0 },
    {},
    {},
    {},
    {},
  ]);
  const list = new LoadsListPage(page);
  await list.goto();
  await list.searchFor(prefix);
  await list.expectNames(numbered(prefix, 3, 12).reverse());
  await expect(list.page.getByText('Showing 1–10 of 12 loads')).toBeVisible();

  await list.pagination.getByRole('button', { name: 'Page 2' }).click();
  await list.expectNames([`${prefix} 02`, `${prefix} 01`]);
  await expect(page).toHaveURL(/page=2/);

  await page.reload();
  await expect(list.search).toHaveValue(prefix);
  await list.expectNames([`${prefix} 02`, `${prefix} 01`]);
  await expect(list.pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await list.expectNames(numbered(prefix, 3, 12).reverse());
  await expect(page).not.toHaveURL(/page=2/);

  await list.tab('Assigned Load').click();
  await expect(list.tab('Assigned Load')).toHaveAttribute('aria-selected', 'true');
  await list.expectNames(numbered(prefix, 1, 3).reverse());
  await expect(list.pagination).toHaveCount(0);
  await expect(list.row(`${prefix} 01`).getByRole('link', { name: new RegExp(`^(View|Assign) ${prefix} 01$`) })).toBeVisible();

  await list.tab('Unassigned Load').click();
  await list.expectNames(numbered(prefix, 4, 12).reverse());
  await expect(list.row(`${prefix} 12`).getByRole('link', { name: `Assign ${prefix} 12` })).toHaveAttribute('href', /\/admin\/loads\/success\?id=\d+$/);

  await list.paymentFilter.selectOption({ label: 'Paid' });
  await list.expectNames(numbered(prefix, 4, 6).reverse());
  await expect(page).toHaveURL(/tab=unassigned/);
  await expect(page).toHaveURL(/payment=Paid/);

  await list.paymentFilter.selectOption({ label: 'All Payments' });
  await list.dateFilter.selectOption({ label: 'Past Loads' });
  await list.expectNames([`${prefix} 07`]);
  await list.dateFilter.selectOption({ label: 'Today' });
  await list.expectNames([`${prefix} 08`]);

  await list.search.fill(`${prefix} none`);
  await expect(list.empty).toBeVisible();
});

// Sorting itself (the header's order both ways, in the URL, from page 1) is proven by the loads list's
// component test and the server's list tests; here, what only a browser lays out.
test("at 1366 px the default columns and each row's actions fit; with every column the table scrolls and the load's number, name and actions stay in view", async ({
  page,
  request,
}) => {
  const api = await LoadsApi.admin(request);
  const prefix = uniquePrefix('Wide');
  await api.createLoads(prefix, [{ price: 300 }, { price: 100 }, { price: 200 }]);
  const list = new LoadsListPage(page);
  await list.goto();
  await list.searchFor(prefix);
  await list.expectNames([`${prefix} 03`, `${prefix} 02`, `${prefix} 01`]);

  // At 1366 px the default columns fit: each row's actions are on screen (issue 27: the first View sat at x 2,213).
  await page.setViewportSize({ width: 1366, height: 900 });
  const firstRow = list.row(`${prefix} 01`);
  await expect(firstRow.getByRole('link', { name: new RegExp(`^(View|Assign) ${prefix} 01$`) })).toBeInViewport();
  await expect.poll(() => list.table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  // Every column chosen, the table scrolls sideways; the load's number and name and its actions stay in view.
  await page.getByRole('button', { name: /^Columns/ }).click();
  const panel = page.getByRole('group', { name: 'Columns of loads' });
  for (const box of await panel.getByRole('checkbox').all()) await box.check();
  await page.keyboard.press('Escape');
  await list.table.evaluate((t) => t.parentElement!.scrollTo({ left: 10_000 }));
  await expect(firstRow.getByRole('cell', { name: `${prefix} 01`, exact: true })).toBeInViewport();
  await expect(firstRow.getByRole('link', { name: new RegExp(`^(View|Assign) ${prefix} 01$`) })).toBeInViewport();
  // The choice is this browser's: a reload keeps all the columns.
  await page.reload();
  await expect(list.columnHeader('Fuel Price')).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('haulboard.columns.loads'));
});
