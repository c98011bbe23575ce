import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user reaches a control. */
export async function tabTo(page: Page, target: Locator, max = 15): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Types an ISO day (`yyyy-MM-dd`) into the focused native date input, as en-US shows it (month, day, year). */
export async function typeDay(page: Page, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
}
