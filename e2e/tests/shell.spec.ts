import { AdminShell, SIDEBAR_LINKS } from '../pages/admin-shell';
import { getAdminProfile } from '../support/api';
import { expect, test } from '../support/fixtures';

// Spec part 2 section 2 "Admin shell"; part 1 section 8 'Failed to fetch user data'.
test.describe('admin shell', () => {
  test.use({ session: 'admin-ui' });

  // The sidebar's own rules (the links, the current page, 'Failed to fetch user data') are
  // host/src/features/shell/components/sidebar.test.tsx's; here, the real profile and real areas.
  test("the sidebar's links and where they lead; the administrator's name and e-mail, from the first item of GET /api/admin/", async ({ page, request }) => {
    const [admin] = await getAdminProfile(request);
    const shell = new AdminShell(page);
    await shell.goto();
    await expect(shell.sidebar.getByText(`${admin.first_name} ${admin.last_name}`, { exact: true })).toBeVisible();
    await expect(shell.sidebar.getByText(admin.email, { exact: true })).toBeVisible();
    await expect(shell.nav.getByRole('link')).toHaveText(SIDEBAR_LINKS.map((l) => l.name));
    for (const { name, href } of SIDEBAR_LINKS) await expect(shell.link(name)).toHaveAttribute('href', href);

    // The first Tab reaches 'Skip to main content' (issue 27: the Drivers search took 12 Tabs);
    // Enter puts focus on the screen, so the next Tab is the screen's first control.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(shell.main).toBeFocused();
    await expect(page).toHaveURL(/\/admin$/);

    await shell.link('Trucks').click();
    await expect(page).toHaveURL(/\/admin\/trucks-trailers$/);
    await expect(shell.link('Trucks')).toHaveAttribute('aria-current', 'page');
    await shell.link('Dashboard').click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('small screens', () => {
  test.use({ session: 'admin-ui', viewport: { width: 375, height: 800 } });

  test("'Open navigation' opens the navigation; a link navigates and closes it", async ({ page }) => {
    const shell = new AdminShell(page);
    await shell.goto();
    await expect(shell.nav).toBeHidden();
    await shell.openNavigation.click();
    await expect(shell.navigationSheet).toBeVisible();
    for (const { name, href } of SIDEBAR_LINKS) {
      await expect(shell.link(name, shell.navigationSheet)).toHaveAttribute('href', href);
    }
    await shell.link('Loads', shell.navigationSheet).click();
    await expect(page).toHaveURL(/\/admin\/loads$/);
    await expect(shell.navigationSheet).toBeHidden();
    await expect(shell.openNavigation).toBeVisible();
  });
});
