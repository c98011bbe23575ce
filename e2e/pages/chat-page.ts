import { expect, type Locator, type Page } from '@playwright/test';

const unreadText = (n: number) => `${n} unread message${n === 1 ? '' : 's'}`;

/**
 * The chat view as a user sees it (spec part 1 "Chat screen"): the screen at /admin/chat
 * (`ChatScreen`) and the panel another area opens from its header (`ChatDock`) draw the
 * same view inside a different container.
 */
export class ChatView {
  readonly people: Locator;
  readonly search: Locator;
  readonly peopleHeading: Locator;
  /** The sidebar's error line (spec section 8). */
  readonly error: Locator;
  readonly contacts: Locator;
  readonly nothingToDisplay: Locator;
  readonly lastSeen: Locator;
  readonly log: Locator;
  readonly noMessages: Locator;
  // The input area
  readonly input: Locator;
  readonly chooseEmoji: Locator;
  readonly emojiPicker: Locator;
  readonly attach: Locator;
  readonly record: Locator;
  readonly stopRecording: Locator;
  readonly recordingStatus: Locator;
  readonly recordedVoiceNote: Locator;
  readonly removeVoiceNote: Locator;
  readonly removeAttachment: Locator;
  readonly pendingAttachments: Locator;
  readonly send: Locator;
  /** Narrow (the panel, a phone), the conversation's way back to the people. */
  readonly backToPeople: Locator;
  /** In the composer's place when the contact has been deactivated (issue 28). */
  readonly deactivatedNotice: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.people = root.getByRole('navigation', { name: 'People' });
    this.search = this.people.getByRole('searchbox', { name: 'Search people' });
    this.peopleHeading = this.people.getByRole('heading', { name: 'People' });
    this.error = root.getByRole('alert');
    this.contacts = this.people.getByRole('list', { name: 'Contacts' });
    this.nothingToDisplay = this.people.getByText("There's nothing to display", { exact: true });
    this.lastSeen = root.getByText(/^Online - Last seen, /);
    this.log = root.getByRole('log', { name: 'Messages' });
    this.noMessages = root.getByText('No messages yet. Start a conversation!', { exact: true });
    this.input = root.getByRole('textbox', { name: 'Message' });
    this.chooseEmoji = root.getByRole('button', { name: 'Choose emoji' });
    this.emojiPicker = root.getByRole('dialog', { name: 'Emoji picker' });
    this.attach = root.getByRole('button', { name: 'Attach', exact: true });
    this.record = root.getByRole('button', { name: 'Record voice note' });
    this.stopRecording = root.getByRole('button', { name: 'Stop recording' });
    this.recordingStatus = root.getByRole('status').filter({ hasText: /^Recording \d+:\d\d$/ });
    this.recordedVoiceNote = root.getByLabel('Recorded voice note', { exact: true });
    this.removeVoiceNote = root.getByRole('button', { name: 'Remove voice note' });
    this.removeAttachment = root.getByRole('button', { name: 'Remove attachment' });
    this.pendingAttachments = root.getByRole('group', { name: 'Attachments to send' });
    this.send = root.getByRole('button', { name: 'Send message' });
    this.backToPeople = root.getByRole('button', { name: 'Back to people' });
    this.deactivatedNotice = root
      .getByRole('status')
      .filter({ hasText: /has been deactivated and cannot receive messages\. Earlier messages stay here to read\.$/ });
  }

  /** The 'Deactivated' mark of a contact in the list (issue 28). */
  deactivatedMark(firstName: string): Locator {
    return this.contact(firstName).getByText('Deactivated', { exact: true });
  }

  /** The 'Deactivated' mark beside the conversation header's name. */
  headerDeactivatedMark(fullName: string): Locator {
    return this.conversationHeading(fullName).locator('xpath=..').getByText('Deactivated', { exact: true });
  }

  /** A contact of the list, by first name (the list shows first names only). */
  contact(firstName: string): Locator {
    return this.contacts.getByRole('listitem').filter({ has: this.page.getByText(firstName, { exact: true }) });
  }

  /** The initials standing in for a contact's picture ('DD' for Dana Driver). */
  initials(person: { first_name: string; last_name: string }): Locator {
    return this.contact(person.first_name).getByText(`${person.first_name[0]}${person.last_name[0]}`, { exact: true });
  }

  /** The unread badge of a wide list's contact. */
  unreadBadge(firstName: string, n?: number): Locator {
    const badge = this.contact(firstName).getByLabel(/^\d+ unread messages?$/);
    return n === undefined ? badge : this.contact(firstName).getByLabel(unreadText(n), { exact: true });
  }

  /** The conversation header's name. */
  conversationHeading(fullName: string): Locator {
    return this.root.getByRole('heading', { name: fullName, exact: true, level: 2 });
  }

  /** The messages (rows of the conversation) that contain `text`. */
  messages(text?: string | RegExp): Locator {
    const rows = this.log.getByRole('group');
    return text === undefined ? rows : rows.filter({ hasText: text });
  }

  /** A message row's "Message actions" menu, opened. */
  async openActions(message: Locator): Promise<Locator> {
    await message.getByRole('button', { name: 'Message actions' }).click();
    const menu = this.root.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Deletes a sent message through its menu and the confirmation dialog. */
  async deleteMessage(message: Locator) {
    const menu = await this.openActions(message);
    await menu.getByRole('menuitem', { name: 'Delete Message' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Delete Message' }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * Selects a contact of the list: the list is virtualised (only the rows in view exist), so
   * the search box narrows it to that person first, then is cleared. Narrow, the conversation
   * then takes the list's place.
   */
  async openConversation(person: { first_name: string; last_name: string }) {
    await this.search.fill(`${person.first_name} ${person.last_name}`);
    const row = this.contact(person.first_name).getByRole('button');
    await row.click();
    // Wide, the list stays beside the conversation, the row selected; narrow, the conversation replaces it.
    await expect(this.backToPeople.or(row.and(this.page.locator('[aria-current="true"]')))).toBeVisible();
    if (!(await this.backToPeople.isVisible())) await this.search.clear();
    await expect(this.conversationHeading(`${person.first_name} ${person.last_name}`)).toBeVisible();
    // Its messages, or the empty conversation's line.
    await expect(this.log.or(this.noMessages)).toBeVisible();
  }

  /** Types `text` and sends it with Enter. */
  async sendText(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Attach -> 'Document' or 'Camera', answering the file chooser with `file`. */
  async attachFile(item: 'Document' | 'Camera', file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.attach.click();
    const chooser = this.page.waitForEvent('filechooser');
    await this.root.getByRole('menuitem', { name: item }).click();
    const fc = await chooser;
    await fc.setFiles(file);
    return fc;
  }
}

/** /admin/chat: the chat filling the admin area's content. */
export class ChatScreen extends ChatView {
  constructor(page: Page) {
    super(page, page.getByRole('main'));
  }

  async goto() {
    await this.page.goto('/admin/chat');
    await expect(this.peopleHeading).toBeVisible();
  }
}

/**
 * The chat toggle of another area's page header and the panel it opens: from 1024 px a column
 * beside the screen, narrower over the page with its own close button.
 */
export class ChatDock {
  readonly toggle: Locator;
  readonly aside: Locator;
  readonly heading: Locator;
  readonly close: Locator;
  readonly view: ChatView;
  readonly loadError: Locator;
  readonly retry: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByRole('main').getByRole('button', { name: /^Chat(, \d+ unread messages?)?$/ });
    this.aside = page.getByRole('complementary', { name: 'Chat' });
    this.heading = this.aside.getByRole('heading', { name: 'Chat', exact: true });
    this.close = this.aside.getByRole('button', { name: 'Close chat' });
    this.view = new ChatView(page, this.aside);
    this.loadError = this.aside.getByText('The chat could not be loaded.', { exact: true });
    this.retry = this.aside.getByRole('button', { name: 'Retry' });
  }

  /** Opens the panel from the header's toggle: focus moves into it. */
  async open() {
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'false');
    await this.toggle.click();
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(this.aside).toBeVisible();
    await expect(this.heading).toBeFocused();
  }
}
