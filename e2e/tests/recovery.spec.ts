import { RecoveryPage, bannerTone } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { countMailsTo, listDispatchers, resetCodeFromOutbox, wrongCredentialsDetail } from '../support/api';
import { DISPATCHER_PASSWORD } from '../support/env';
import { expect, test } from '../support/fixtures';

// Spec part 1: section 2 "Password-recovery screen", 4 (recovery), 5 (rules), 8, 9.
// The recovery screen's first step and its link back to /login: the end of sign-in.spec.ts's journey,
// which reaches this screen from the sign-in screen's Forgot password link.
test('a dispatcher resets a password with the mailed code, then signs in with it', async ({ page, request }) => {
  // Not the administrator: the suite keeps signing in with the admin's password.
  // The second dispatcher: the sign-in test signs in as the first.
  const [, dispatcher] = await listDispatchers(request);
  const wrongCredentials = await wrongCredentialsDetail(request, dispatcher.email);
  const newPassword = 'Fresh-pass-2026!';
  const mailsBefore = countMailsTo(dispatcher.email);
  const recovery = new RecoveryPage(page);
  await recovery.goto();

  // Step 1 -> 2
  await recovery.requestCode(dispatcher.email);
  await expect(recovery.successBanner).toHaveText('Reset code sent to your email!');
  await expect.poll(() => bannerTone(recovery.successBanner)).toBe('green');
  await expect(recovery.circles).toHaveCount(3);
  await expect(recovery.circles.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(recovery.backToLogin).toBeVisible();
  await expect(recovery.code).toHaveAttribute('placeholder', 'Enter 6-digit code');
  await expect(recovery.codeHint).toBeVisible();
  await expect(recovery.code).toHaveAttribute('maxlength', '6');
  await recovery.code.pressSequentially('12345678');
  await expect(recovery.code).toHaveValue('123456');

  // Back to Email, and a second code: the newest mail's code is the one used.
  await recovery.backToEmail.click();
  await expect(recovery.step(1)).toBeVisible();
  await expect(recovery.email).toHaveValue(dispatcher.email);
  await recovery.sendCode.click();
  await expect(recovery.step(2)).toBeVisible();
  const code = await resetCodeFromOutbox(dispatcher.email, mailsBefore + 2);

  // A wrong code: a red banner with the server's message (or the step's fallback).
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await recovery.code.fill(wrong);
  const answer = page.waitForResponse((r) => r.url().includes('/api/auth/verify-code/'));
  await recovery.verifyCode.click();
  const body = (await (await answer).json()) as { detail?: string; message?: string };
  expect((await answer).status()).toBe(400);
  await expect(recovery.errorBanner).toHaveText(body.message || body.detail || 'Invalid verification code. Please try again.');
  await expect.poll(() => bannerTone(recovery.errorBanner)).toBe('red');
  await expect(recovery.step(2)).toBeVisible();
  // Typing clears the error.
  await recovery.code.fill(code);
  await expect(recovery.errorBanner).toBeHidden();

  // Step 2 -> 3
  await recovery.verifyCode.click();
  await expect(recovery.successBanner).toHaveText('Code verified successfully!');
  await expect(recovery.step(3)).toBeVisible();
  await expect(recovery.circles.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(recovery.backToLogin).toBeVisible();

  // Back to Verification and forward again.
  await recovery.backToVerification.click();
  await expect(recovery.step(2)).toBeVisible();
  await expect(recovery.code).toHaveValue(code);
  await recovery.verifyCode.click();
  await expect(recovery.step(3)).toBeVisible();

  // Step 3 rules
  await recovery.newPassword.fill('short1!');
  await recovery.confirmPassword.fill('short1!');
  await recovery.resetPassword.click();
  await expect(recovery.errorBanner).toHaveText('Password must be at least 8 characters long');
  await expect.poll(() => bannerTone(recovery.errorBanner)).toBe('red');
  await recovery.newPassword.fill(newPassword);
  await expect(recovery.errorBanner).toBeHidden();
  await recovery.confirmPassword.fill(`${newPassword}x`);
  await recovery.resetPassword.click();
  await expect(recovery.errorBanner).toHaveText('Passwords do not match');
  await recovery.confirmPassword.fill(newPassword);
  await expect(recovery.errorBanner).toBeHidden();

  // Reset, then /login after the spec's 3 seconds.
  await recovery.resetPassword.click();
  await expect(recovery.successBanner).toHaveText('Password reset successfully! You can now login with your new password.');
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  // Spec section 9: the move to /login comes 3000 ms after the reset (measured, not waited for).
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);

  // The new password is the account's now (a dispatcher: refused as a non-admin), the old one is not.
  const signIn = new SignInPage(page);
  await signIn.signIn(dispatcher.email, newPassword);
  await expect(signIn.error).toHaveText('Access denied. Only admin users can login.');
  await signIn.password.fill(DISPATCHER_PASSWORD);
  await signIn.submit.click();
  await expect(signIn.error).toHaveText(wrongCredentials);
});
