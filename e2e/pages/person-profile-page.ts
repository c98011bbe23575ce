import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './load-form-parts';

export type ProfileRole = 'dispatcher' | 'driver';

const PATHS = { dispatcher: '/admin/dispatchers/profile', driver: '/admin/drivers/profile' } as const;

/** The three documents of each role, as their blocks are titled (spec part 2 "Dispatcher and driver profile pages"). */
export const PROFILE_DOCUMENTS = {
  dispatcher: ['ID Card', 'Work Certification', 'Training Certification'],
  driver: ['Driver License', 'Vehicle Registration', 'Vehicle'],
} as const;

/** One document block: its state, its View/Hide toggle and preview, and its upload. */
export class DocumentBlock {
  readonly region: Locator;
  readonly status: Locator;
  readonly toggle: Locator;
  readonly fileInput: Locator;
  readonly upload: Locator;
  readonly progress: Locator;
  readonly cancelUpload: Locator;
  /** The stored document's preview (once the chosen file is uploaded): a pdf's frame or an image, titled by its file name. */
  readonly preview: Locator;
  readonly previewFrame: Locator;
  readonly previewImage: Locator;

  constructor(main: Locator, label: string) {
    this.region = main.getByRole('region', { name: label, exact: true });
    this.status = this.region.getByText(/^(Uploaded|Not uploaded)$/);
    this.toggle = this.region.getByRole('button', { name: /^(View|Hide) Document$/ });
    this.fileInput = this.region.getByLabel(`${label} file`, { exact: true });
    this.upload = this.region.getByRole('button', { name: `Upload ${label}` });
    this.progress = this.region.getByRole('progressbar', { name: /^Uploading / });
    this.cancelUpload = this.region.getByRole('button', { name: 'Cancel upload' });
    this.previewFrame = this.region.locator('iframe[title^="Preview of "]');
    this.previewImage = this.region.getByRole('img', { name: /^Preview of / });
    this.preview = this.previewFrame.or(this.previewImage);
  }
}

/** /admin/dispatchers/profile and /admin/drivers/profile: a person's details and documents. */
export class PersonProfilePage {
  readonly main: Locator;
  readonly title: Locator;
  /** The person's name, over the details. */
  readonly name: Locator;
  readonly personal: Locator;
  readonly professional: Locator;
  readonly backLink: Locator;
  readonly notFound: Locator;
  readonly backButton: Locator;
  /** Issue 28: the account's actions, the Edit Details form and the Deactivated mark. */
  readonly editButton: Locator;
  readonly editForm: Locator;
  readonly deactivateButton: Locator;
  readonly reactivateButton: Locator;
  readonly deactivatedBadge: Locator;
  readonly confirmDialog: Locator;
  readonly passwordSection: Locator;

  constructor(
    readonly page: Page,
    readonly role: ProfileRole,
  ) {
    const list = role === 'driver' ? 'Drivers' : 'Dispatchers';
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('heading', { level: 1 });
    this.name = this.main.getByRole('heading', { level: 2 }).first();
    this.personal = this.main.getByRole('region', { name: 'Personal Information' });
    this.professional = this.main.getByRole('region', { name: 'Professional Details' });
    this.backLink = this.main.getByRole('link', { name: `← Back to ${list}` });
    this.notFound = this.main.getByText(role === 'driver' ? 'No driver data found.' : 'No dispatcher data found.');
    this.backButton = this.main.getByRole('button', { name: `Back to ${list}` });
    this.editButton = this.main.getByRole('button', { name: 'Edit Details' });
    this.editForm = this.main.getByRole('form', { name: 'Edit details' });
    this.deactivateButton = this.main.getByRole('button', { name: 'Deactivate', exact: true });
    this.reactivateButton = this.main.getByRole('button', { name: 'Reactivate', exact: true });
    this.deactivatedBadge = this.main.getByText('Deactivated', { exact: true });
    this.confirmDialog = page.getByRole('alertdialog');
    this.passwordSection = this.main.getByRole('region', { name: 'Password' });
  }

  /** Edit Details, the fields given (by label) typed over, Save. */
  async editDetails(fields: Record<string, string>) {
    await this.editButton.click();
    for (const [label, value] of Object.entries(fields)) await this.editForm.getByLabel(label).fill(value);
    await this.editForm.getByRole('button', { name: 'Save' }).click();
  }

  /** Deactivate or Reactivate, confirmed in its dialog. */
  async setActive(active: boolean) {
    const label = active ? 'Reactivate' : 'Deactivate';
    await (active ? this.reactivateButton : this.deactivateButton).click();
    await this.confirmDialog.getByRole('button', { name: label, exact: true }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  /** Opens the profile as a pasted link does: by the person's login in `?email=`. */
  async goto(login: string) {
    await this.page.goto(`${PATHS[this.role]}?${new URLSearchParams({ email: login })}`);
    await expect(this.title).toBeVisible();
  }

  document(label: string) {
    return new DocumentBlock(this.main, label);
  }

  /** A field's value in the personal or professional details, by its label. */
  value(section: Locator, label: string) {
    return section
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }

  /** The driver's Settlements section (issue 30). */
  get settlements(): Locator {
    return this.main.getByRole('region', { name: 'Settlements' });
  }

  /** Scrolls to the Settlements section, as a reader does: its list loads as it nears the viewport. */
  async showSettlements(): Promise<Locator> {
    await this.settlements.scrollIntoViewIfNeeded();
    await expect(this.settlements.getByText('Loading settlements...')).toHaveCount(0);
    return this.settlements;
  }

  /**
   * Presses New settlement; the dialog. (Pressed once: the profile draws only once the Password
   * card's and Settlements' code is there, so nothing above the button moves in mid-press.)
   */
  async openNewSettlement(driverName: string): Promise<Locator> {
    const dialog = this.page.getByRole('dialog', { name: `New settlement for ${driverName}` });
    await this.settlements.getByRole('button', { name: 'New settlement' }).click();
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
