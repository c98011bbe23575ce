import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { animationsSettled } from '../support/settled';

// What the load screens' page objects share: the driver picker, the toasts, the axe check.

/** An open modal dialog, alert or not. */
const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/**
 * The driver options listed under `name`, once the picker has asked the server for what was typed:
 * while "Searching..." shows, the list still holds the matches of the text before, and a click then
 * can land on an option that is about to move.
 */
export async function driverOptions(page: Page, picker: Locator, name: string) {
  await picker.click();
  await picker.fill(name);
  const list = page.getByRole('listbox');
  await expect(list.getByText('Searching...')).toBeHidden();
  return list.getByRole('option', { name: new RegExp(name) });
}

/** Types `name` into a driver picker and picks the first driver listed under it. */
export async function pickDriver(page: Page, picker: Locator, name: string) {
  await (await driverOptions(page, picker, name)).first().click();
}

/** A toast saying `text` (the page's one toast region). */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(text)
    .first();

/** Asserts that `toast` covers none of `actions` (issue 27: a toast over the header's buttons took their clicks). */
export async function expectToastClearOf(toast: Locator, actions: Locator[]) {
  // Where it rests, not where its slide-in passes.
  await animationsSettled(toast.page());
  const box = await toast.locator('xpath=ancestor-or-self::*[@data-scope="toast"][@data-part="root"]').boundingBox();
  expect(box).not.toBeNull();
  for (const action of actions) {
    const b = await action.boundingBox();
    if (!b || !box) continue;
    const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
    expect(overlaps, `the toast covers ${action}`).toBe(false);
  }
}

/** The serious and critical axe violations in the screen, each with where and why. */
export async function seriousAxeViolationsOfScreen(page: Page): Promise<string[]> {
  // What the user can reach: an open modal dialog hides the page behind it (aria-hidden) and sits
  // outside <main> (a portal), so checking <main> then checked neither; the dialog it is.
  const modal = (await page.locator(MODAL).count()) > 0;
  return seriousAxeViolations(page, { what: modal ? 'dialog' : 'screen', include: [modal ? MODAL : 'main'], pointerAway: true });
}
