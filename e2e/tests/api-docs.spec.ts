import { expect, test } from '../support/fixtures';

// Issue 31: the API described for integrators, at /api/openapi.json and /api/docs.

test('the OpenAPI document is public and cacheable', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=300');
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/api/list-loads/');
});

for (const width of [1366, 390]) {
  test(`the reference page renders at ${width} px with no Content Security Policy violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.text().includes('Content Security Policy')) violations.push(msg.text());
    });
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) && !req.url().startsWith('data:')) external.push(req.url());
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Haulboard API/ })).toBeVisible();
    // The areas' tags, each a section of operations.
    await expect(page.getByRole('link', { name: 'Loads', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Brokers', exact: true }).click();
    await expect(page.getByText('/api/brokers/{id}/').first()).toBeVisible();
    if (process.env.HAULBOARD_E2E_SHOTS) await page.screenshot({ path: `${process.env.HAULBOARD_E2E_SHOTS}/api-docs-${width}.png` });
    expect(violations).toEqual([]);
    expect(external.filter((u) => !u.startsWith('http://127.0.0.1'))).toEqual([]);
  });
}
