import { expect, type Locator, type Page } from '@playwright/test';

/** /forgot-password and /reset-password (spec part 1 "Password-recovery screen"). */
export class RecoveryPage {
  readonly heading: Locator;
  readonly progress: Locator;
  readonly circles: Locator;
  readonly backToLogin: Locator;
  // Step 1
  readonly email: Locator;
  readonly sendCode: Locator;
  // Step 2
  readonly code: Locator;
  readonly codeHint: Locator;
  readonly verifyCode: Locator;
  readonly backToEmail: Locator;
  // Step 3
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly resetPassword: Locator;
  readonly backToVerification: Locator;
  /** The red banner (errors) and the green one (successes). */
  readonly errorBanner: Locator;
  readonly successBanner: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Reset Your Password' });
    this.progress = main.getByRole('list', { name: 'Progress' });
    this.circles = this.progress.getByRole('listitem');
    this.backToLogin = main.getByRole('link', { name: 'Back to Login' });
    this.email = main.getByLabel('Email', { exact: true });
    this.sendCode = main.getByRole('button', { name: 'Send Reset Code' });
    this.code = main.getByLabel('Verification Code');
    this.codeHint = main.getByText('Check your email for the verification code', { exact: true });
    this.verifyCode = main.getByRole('button', { name: 'Verify Code' });
    this.backToEmail = main.getByRole('button', { name: 'Back to Email' });
    this.newPassword = main.getByLabel('New Password', { exact: true });
    this.confirmPassword = main.getByLabel('Confirm Password', { exact: true });
    this.resetPassword = main.getByRole('button', { name: 'Reset Password' });
    this.backToVerification = main.getByRole('button', { name: 'Back to Verification' });
    this.errorBanner = main.getByRole('alert');
    this.successBanner = main.getByRole('status');
  }

  async goto(path: '/forgot-password' | '/reset-password' = '/forgot-password') {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  step(n: 1 | 2 | 3): Locator {
    return this.page.getByText(`Step ${n} of 3`, { exact: true });
  }

  async requestCode(email: string) {
    await this.email.fill(email);
    await this.sendCode.click();
    await expect(this.step(2)).toBeVisible();
  }
}

/**
 * Whether a banner reads as red or green: the hue of its computed background. Poll it: the banner that
 * turns from green to red is one element, and its colour is read between frames of its (reduced) transition.
 */
export async function bannerTone(banner: Locator): Promise<'red' | 'green' | 'other'> {
  const rgb = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  if (r > g && r > b) return 'red';
  if (g > r && g > b) return 'green';
  return 'other';
}
