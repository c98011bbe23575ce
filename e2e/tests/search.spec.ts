import { seriousAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// The shell's search (issue 29) as a person uses it: Ctrl+K and "/" from an admin screen, a load found
// by name or number, Enter opens its detail, the recent records while the box is empty, a phone's
// header button. Grouping, arrows and each kind's link are search-box.test.tsx's.
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search loads, people, trucks and trailers' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

/** A screenshot for the note (1366 and 390 px), kept in the test's output folder. */
const shot = async (page: Page, path: string) => (await page.screenshot({ path }), path);

const seriousAxeViolationsIn = (page: Page, selector: string) => seriousAxeViolations(page, { what: 'search', include: [selector] });

test('Ctrl+K finds a load by name and Enter opens it; "/" opens the box again with it first; axe on the open box', async ({ page, request }, testInfo) => {
  const api = await LoadsApi.admin(request);
  const load = await api.createLoad(uniqueName('Findable'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin/loads');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(load.loadname);
  const found = searchDialog(page).getByRole('group', { name: 'Loads' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`#${load.id}`);
  await expect(found).toHaveAttribute('aria-selected', 'true');
  expect(await seriousAxeViolationsIn(page, '[role="dialog"]')).toEqual([]);
  await testInfo.attach('search at 1366 px', { path: await shot(page, testInfo.outputPath('search-1366.png')), contentType: 'image/png' });

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/loads/success\\?id=${load.id}$`));
  await expect(searchDialog(page)).toBeHidden();
  await expect(page.getByText(load.loadname).first()).toBeVisible();

  // "/" outside a text field; empty, the box offers what was opened last.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchDialog(page).getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(load.loadname);
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
});

test("on a 390 px phone the header's Search button opens the box, and a load's number finds it", async ({ page, request }, testInfo) => {
  const api = await LoadsApi.admin(request);
  const load = await api.createLoad(uniqueName('Pocket'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox(page).fill(`load ${load.id}`);
  const first = searchDialog(page).getByRole('option').first();
  await expect(first).toContainText(load.loadname);
  const box = await searchDialog(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolationsIn(page, '[role="dialog"]')).toEqual([]);
  await testInfo.attach('search at 390 px', { path: await shot(page, testInfo.outputPath('search-390.png')), contentType: 'image/png' });
  // No Escape key on a phone: the box has its own close button.
  await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(searchDialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox(page).fill(`load ${load.id}`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/admin/loads/success\\?id=${load.id}$`));
});
