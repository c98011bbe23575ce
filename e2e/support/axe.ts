import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { screenSettled } from './settled';

export type AxeScan = {
  /** What is scanned: it starts each finding, and names the attachment. */
  what?: string;
  /** The parts of the page to scan (CSS selectors: a card, a dialog drawn in a portal); the whole page when none. */
  include?: readonly string[];
  /** Where the full report is attached (every violation, minor ones too). */
  testInfo?: TestInfo;
  /** The pointer leaves the last button clicked first: its hover colour is not what the page shows. */
  pointerAway?: boolean;
  /** Print the minor and moderate violations too (not failed on). */
  print?: boolean;
};

/**
 * The serious and critical axe violations of what the user sees, once finite animations have
 * ended (a dialog scanned halfway through its fade is measured against a half-transparent
 * backdrop), each `what: rule: help (targets)`. The suite's one way to run axe.
 *
 * A scan that finds a serious violation is taken once more after the screen settles again: a
 * refresh may begin during the scan (another worker's write, announced live), and what it dims for
 * a moment is not what the user reads. A real violation is found both times.
 *
 * Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge the
 * frames' results, which the suite's pages (no cross-origin frames) do not need: people-lists
 * took 49 CPU-s with it, 43 without.
 */
export async function seriousAxeViolations(page: Page, { what, include = [], testInfo, pointerAway = false, print = false }: AxeScan = {}): Promise<string[]> {
  if (pointerAway) await page.mouse.move(0, 0);
  const scan = async () => {
    await screenSettled(page);
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    for (const selector of include) builder.include(selector);
    return (await builder.analyze()).violations;
  };
  const isSerious = (v: { impact?: string | null }) => v.impact === 'serious' || v.impact === 'critical';
  let violations = await scan();
  if (violations.some(isSerious)) violations = await scan();
  const label = what ?? new URL(page.url()).pathname;
  await testInfo?.attach(`axe ${label}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const targets = (v: (typeof violations)[number]) => v.nodes.map((n) => n.target.join(' ')).join(', ');
  if (print && violations.length)
    console.log(`axe on ${label}:\n  ${violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}\n    ${targets(v)}`).join('\n  ')}`);
  return violations.filter(isSerious).map((v) => `${label}: ${v.id}: ${v.help} (${targets(v)})`);
}
