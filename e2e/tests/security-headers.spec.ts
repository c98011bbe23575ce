import { SignInPage } from '../pages/sign-in-page';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

test('the page carries its security headers', async ({ request }) => {
  const res = await request.get('/login');
  expect(res.status()).toBe(200);
  const h = res.headers();
  const csp = directives(h['content-security-policy'] ?? '');
  // Only same-origin scripts: remotes.json lists relative manifests.
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect(h['cache-control']).toBe('no-cache');
});

test('hashed assets are cached for good; pages, remotes.json and manifests are revalidated', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const script = /src="(\/static\/js\/[^"]+\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
  expect(script, 'a hashed script in the page').toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable');

  for (const path of ['/remotes.json', '/index.html', '/remotes/auth/mf-manifest.json']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('no Content Security Policy violation while signing in', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(msg.text());
  });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(violations).toEqual([]);
});
