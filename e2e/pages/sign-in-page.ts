import { expect, type Locator, type Page } from '@playwright/test';

/** /login, as a user sees it (spec part 1 "Sign-in screen"). */
export class SignInPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly hidePassword: Locator;
  readonly rememberMe: Locator;
  readonly forgotPassword: Locator;
  readonly submit: Locator;
  readonly busySubmit: Locator;
  readonly contactAdmin: Locator;
  /** The red banner of a failed sign-in. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Welcome Back' });
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.email = this.form.getByLabel('Email', { exact: true });
    // exact: the show/hide control's name contains "password" too.
    this.password = this.form.getByLabel('Password', { exact: true });
    this.showPassword = this.form.getByRole('button', { name: 'Show password' });
    this.hidePassword = this.form.getByRole('button', { name: 'Hide password' });
    this.rememberMe = this.form.getByRole('checkbox', { name: 'Remember me' });
    this.forgotPassword = this.form.getByRole('link', { name: 'Forgot your password?' });
    this.submit = this.form.getByRole('button', { name: 'Sign in', exact: true });
    this.busySubmit = this.form.getByRole('button', { name: 'Signing in...' });
    this.contactAdmin = this.form.getByRole('link', { name: 'Contact admin' });
    this.error = this.form.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.submit).toBeVisible();
  }

  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async signIn(email: string, password: string) {
    await this.fill(email, password);
    await this.submit.click();
  }

  /** A field's validation message, shown under it. */
  fieldError(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
