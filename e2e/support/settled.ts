import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation runs (a dialog's fade and scale, a toast sliding in): checked
 * halfway through, a dialog's text is measured against a half-transparent backdrop and axe
 * reports a contrast the user never sees. Endless ones (spinners) are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * Animations settled and no list dimmed for a refresh: a live update from another worker's write
 * refetches a list at any moment, and its rows, dimmed meanwhile, fail a contrast the settled list passes.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-refreshing]') === null);
  await animationsSettled(page);
}
