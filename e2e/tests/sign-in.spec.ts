import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { apiLogin, listDispatchers, wrongCredentialsDetail } from '../support/api';
import { ADMIN, DISPATCHER_PASSWORD, DRIVER, SUPPORT_EMAIL } from '../support/env';
import { expect, NO_SESSION, storedSession, test } from '../support/fixtures';

// Spec part 1: section 2 "Sign-in screen", 4 (sign-in states), 5 (rules), 8 (error catalogue).
test.describe('sign-in screen', () => {
  let signIn: SignInPage;

  test.beforeEach(async ({ page }) => {
    signIn = new SignInPage(page);
    await signIn.goto();
  });

  // One page: what it shows, then one refused attempt after another (each leaves the user on /login
  // with nothing stored), then its link to the recovery screen.
  test("shows its title, fields, links and the contact address; refused: a wrong password shows the server's detail (typing clears it); a dispatcher, a driver's real answer and an empty success answer store nothing; Forgot password leads to the recovery screen: its progress, step 1 and its link back", async ({
    page,
    request,
  }) => {
    await expect(signIn.heading).toBeVisible();
    await expect(signIn.email).toBeVisible();
    await expect(signIn.password).toBeVisible();
    await expect(signIn.rememberMe).not.toBeChecked();
    await expect(signIn.contactAdmin).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

    // Each attempt starts with the last one's error cleared (typing clears it), so the next
    // message read is the new answer's, even when it reads the same.
    const attempt = async (email: string, password: string) => {
      await signIn.fill(email, password);
      await expect(signIn.error).toBeHidden();
      await signIn.submit.click();
    };
    const refused = async (message: string) => {
      await expect(signIn.error).toHaveText(message);
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toStrictEqual(NO_SESSION);
    };

    const detail = await wrongCredentialsDetail(request, ADMIN.email);
    await signIn.signIn(ADMIN.email, 'Wrong-password-1');
    await refused(detail);
    await signIn.password.pressSequentially('x');
    await expect(signIn.error).toBeHidden();

    // The first dispatcher; the recovery test resets another one's password.
    const [dispatcher] = await listDispatchers(request);
    await attempt(dispatcher.email, DISPATCHER_PASSWORD);
    await refused('Access denied. Only admin users can login.');

    // Drivers sign in with a phone number, which the e-mail field does not accept; the
    // server's real answer for a demo driver is played back for a well-formed address.
    const driverTokens = await apiLogin(request, DRIVER.phone, DRIVER.password);
    expect(driverTokens.user_type).toBe('driver');
    await page.route('**/api/login/', (route) => route.fulfill({ json: driverTokens }));
    await attempt('driver@haulboard.local', DRIVER.password);
    await refused('Access denied. Only admin users can login.');

    // Any other failure (an empty success answer) is the unexpected-error message.
    await page.unroute('**/api/login/');
    await page.route('**/api/login/', (route) => route.fulfill({ status: 200, body: '' }));
    await attempt(ADMIN.email, ADMIN.password);
    await refused('An unexpected error occurred. Please try again.');

    await signIn.forgotPassword.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();

    // The recovery screen: progress, step 1 and its link back.
    const recovery = new RecoveryPage(page);
    await expect(recovery.step(1)).toBeVisible();
    await expect(recovery.circles).toHaveCount(3);
    await expect(recovery.circles.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(recovery.email).toHaveAttribute('type', 'email');
    await expect(recovery.backToLogin).toHaveAttribute('href', '/login');
    await recovery.backToLogin.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
