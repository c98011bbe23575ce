import { expect, type Locator, type Page } from '@playwright/test';
import { pickDriver, toast } from './load-form-parts';

/** /admin/loads/success: a load's cards, its tabs and their actions (spec part 2 "Load detail"). */
export class LoadDetailPage {
  readonly main: Locator;
  readonly title: Locator;
  readonly detailsCard: Locator;
  readonly feesCard: Locator;
  readonly payment: Locator;
  readonly editDetails: Locator;
  readonly saveAll: Locator;
  readonly cancelEdit: Locator;
  readonly deleteLoad: Locator;
  readonly confirmDialog: Locator;
  readonly driverPicker: Locator;
  readonly chosenDriver: Locator;
  readonly completeAssignment: Locator;
  readonly editDriver: Locator;
  readonly newDriverPicker: Locator;
  readonly saveDriver: Locator;
  readonly fileInput: Locator;
  /** The picker's zone a file can be dropped on. */
  readonly dropZone: Locator;
  readonly uploadDocument: Locator;
  readonly uploadProgress: Locator;
  readonly cancelUpload: Locator;
  readonly documentFrame: Locator;
  readonly assignmentFailedAlert: Locator;
  /** The picker's warning that the chosen driver's truck has registration or insurance expired by the pickup date. */
  readonly truckExpiryAlert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('heading', { level: 1 });
    this.detailsCard = this.main.getByRole('region', { name: 'Load Details' });
    this.feesCard = this.main.getByRole('region', { name: 'Fees & Payment' });
    this.payment = this.feesCard.getByRole('combobox', { name: 'Payment' });
    this.editDetails = this.main.getByRole('button', { name: 'Edit Load Details' });
    this.saveAll = this.main.getByRole('button', { name: 'Save All Changes' });
    this.cancelEdit = this.main.getByRole('button', { name: 'Cancel', exact: true });
    this.deleteLoad = this.main.getByRole('button', { name: 'Delete load' });
    this.confirmDialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Confirm Delete' }));
    this.driverPicker = this.main.getByRole('combobox', { name: 'Select Driver' });
    this.chosenDriver = this.main.getByRole('group', { name: 'Chosen driver' });
    this.completeAssignment = this.main.getByRole('button', { name: 'Complete Assignment' });
    this.editDriver = this.main.getByRole('button', { name: 'Edit Driver' });
    this.newDriverPicker = this.main.getByRole('combobox', { name: 'New Driver' });
    this.saveDriver = this.main.getByRole('button', { name: 'Save', exact: true });
    this.fileInput = this.main.getByLabel('Load document', { exact: true });
    this.dropZone = this.main.getByRole('group', { name: 'Load document: drop a file here' });
    this.uploadDocument = this.main.getByRole('button', { name: 'Upload Document' });
    this.uploadProgress = this.main.getByRole('progressbar', { name: /^Uploading / });
    this.cancelUpload = this.main.getByRole('button', { name: 'Cancel upload' });
    this.documentFrame = this.main.locator('iframe[title^="Preview of"], iframe[title="Document preview"]');
    this.assignmentFailedAlert = this.main.getByRole('alert').filter({ hasText: 'The load was created without a driver' });
    this.truckExpiryAlert = this.main.getByRole('alert').filter({ hasText: 'You can still assign this driver' });
  }

  /** Drags files over the picker's zone and drops them, as from a file manager (a DataTransfer made in the page). */
  async dropFiles(files: Array<{ name: string; mimeType: string; text: string }>, whileOver?: () => Promise<void>) {
    const transfer = await this.page.evaluateHandle((list) => {
      const data = new DataTransfer();
      for (const f of list) data.items.add(new File([f.text], f.name, { type: f.mimeType }));
      return data;
    }, files);
    await this.dropZone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await whileOver?.();
    await this.dropZone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  async goto(id: number) {
    await this.page.goto(`/admin/loads/success?id=${id}`);
    await expect(this.detailsCard).toBeVisible();
  }

  tab(name: 'Assign Driver' | 'Upload Documents' | 'Driver Details' | 'Documents' | 'History') {
    return this.main.getByRole('tab', { name });
  }

  /** The History tab's changes (issue 28), newest first. */
  get history() {
    return this.main.getByRole('list', { name: 'History' }).getByRole('listitem');
  }

  /** A field of Edit Load Details, by its label. */
  field(label: string) {
    return this.main.getByLabel(label, { exact: false });
  }

  /** Types into a driver picker and picks the driver whose name is listed. */
  pickDriver(picker: Locator, name: string) {
    return pickDriver(this.page, picker, name);
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }
}
