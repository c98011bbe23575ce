import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './load-form-parts';

export type ProfileField = 'First Name' | 'Last Name' | 'Gender' | 'Date of Birth' | 'Address' | 'Phone Number';

/** /admin/profile: the admin's own profile, its Edit mode and its two modals (spec part 2 "Profile"). */
export class AdminProfilePage {
  readonly main: Locator;
  readonly title: Locator;
  /** The name over the avatar. */
  readonly name: Locator;
  readonly edit: Locator;
  readonly save: Locator;
  readonly saving: Locator;
  readonly cancel: Locator;
  readonly editEmail: Locator;
  readonly updatePassword: Locator;
  readonly avatarInput: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('heading', { level: 1, name: 'Profile' });
    this.name = this.main.getByRole('heading', { level: 2 }).first();
    this.edit = this.main.getByRole('button', { name: 'Edit', exact: true });
    this.save = this.main.getByRole('button', { name: 'Save', exact: true });
    this.saving = this.main.getByRole('button', { name: 'Saving...' });
    this.cancel = this.main.getByRole('button', { name: 'Cancel', exact: true });
    this.editEmail = this.main.getByRole('button', { name: 'Edit Email' });
    this.updatePassword = this.main.getByRole('button', { name: 'Update Password' });
    this.avatarInput = this.main.getByLabel('Profile picture', { exact: true });
  }

  async goto() {
    await this.page.goto('/admin/profile');
    await expect(this.edit).toBeVisible();
  }

  /** A field by its label (a required one's label ends with its mark). */
  field(label: ProfileField): Locator {
    return this.main.getByLabel(new RegExp(`^${label}`));
  }

  toast(text: string | RegExp): Locator {
    return toast(this.page, text);
  }
}
