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
  }

  /** A contact of the wide list, by first name (the list shows first names only). */
  contact(firstName: string): Locator {
    return this.contacts.getByRole('listitem').filter({ has: this.page.getByText(firstName, { exact: true }) });
  }

  /** A contact of the compact rail (the panel): a button named "<first name>[, N unread messages]". */
  railContact(firstName: string): Locator {
    return this.contacts.getByRole('button', { name: new RegExp(`^${firstName}(, \\d+ unread messages?)?$`) });
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
   * Selects a contact of the wide list: the list is virtualised (only the rows in view
   * exist), so the search box narrows it to that person first, then is cleared.
   */
  async openConversation(person: { first_name: string; last_name: string }) {
    await this.search.fill(`${person.first_name} ${person.last_name}`);
    await this.contact(person.first_name).getByRole('button').click();
    await expect(this.contact(person.first_name).getByRole('button')).toHaveAttribute('aria-current', 'true');
    await this.search.clear();
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

/** The chat toggle of another area's page header and the panel it docks at the side. */
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

  /**
   * Opens the panel from the header's toggle. A click that lands on the toggle's stand-in
   * just as the dock's code arrives is still lost now and then (a product bug: the dock
   * reads the stand-in's click while rendering, before it is on screen); nothing a user
   * sees tells the two buttons apart, so click until the toggle reports itself expanded.
   */
  async open() {
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(async () => {
      if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
      await expect(this.toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(this.aside).toBeVisible();
  }
}
