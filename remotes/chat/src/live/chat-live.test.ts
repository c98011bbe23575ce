import { bus } from '@haulboard/shared/bus';
import type { Contact } from '@haulboard/shared/contracts';
import { createTokenStore, provideTokenStore, type TokenStore } from '@haulboard/shared/session';
import { createFakeBackend, FakeWebSocket, MemoryStorage, installFakeApi, withFakeWebSocket } from '@haulboard/shared/testing';
import { waitFor } from '@testing-library/react';
import { contact, message, ME } from '../../test/chat-fixtures';
import { chatKeys, contactsOf, type ContactPages, type Conversation } from './chat-cache';
import { drafts } from '../lib/drafts';
import { outbox } from '../lib/outbox';
import { applyChatEvent, chatQueryClient, retainChatLive, watchConversation } from './chat-live';

const dana = () => contact(7, 'Dana', 'Driver', { last_message: 'first', unread_count: 1 });
const eli = () => contact(8, 'Eli', 'Dispatch', { last_message: 'hello', unread_count: 2 });

/** The whole list's key (the empty search), and the cache's pages of it, one page here. */
const EVERYONE = [...chatKeys.contacts, ''];
const pageOf = (results: Contact[]): ContactPages => ({ pages: [{ count: results.length, results }], pageParams: [1] });
const contacts = () => contactsOf(chatQueryClient.getQueryData<ContactPages>(EVERYONE));
const conversation = (id: number) => chatQueryClient.getQueryData<Conversation>(chatKeys.messages(id));
const messageIds = (id: number) =>
  conversation(id)
    ?.pages.flat()
    .map((m) => m.id);

let api: ReturnType<typeof installFakeApi>;
let tokens: TokenStore;

beforeEach(() => {
  tokens = createTokenStore(new MemoryStorage({ access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' }), bus);
  provideTokenStore(tokens);
  // The kit's fake backend holding both contacts and Dana's first message.
  const backend = createFakeBackend({ contacts: [eli(), dana()], messages: [message(1, 7, ME, 'first')] });
  api = installFakeApi({}, backend.answer, backend.check);
  chatQueryClient.setQueryData(EVERYONE, pageOf([eli(), dana()]));
  chatQueryClient.setQueryData<Conversation>(chatKeys.messages(7), { pages: [[message(1, 7, ME, 'first')]], pageParams: [undefined] });
});
afterEach(() => {
  chatQueryClient.clear();
  api.restore();
});

describe('applyChatEvent', () => {
  it('message.created appends to a loaded conversation and moves the contact to the top with the new preview and time', () => {
    const m = message(2, ME, 7, 'on my way', { created_at: '2026-03-06T10:00:00Z' });
    applyChatEvent({ type: 'message.created', message: m });
    expect(messageIds(7)).toEqual([1, 2]);
    expect(contacts()?.map((c) => c.user.id)).toEqual([7, 8]);
    expect(contacts()?.[0]).toMatchObject({ last_message: 'on my way', last_message_time: '2026-03-06T10:00:00Z' });
  });

  it('an attachment-only message previews as its kind', () => {
    applyChatEvent({ type: 'message.created', message: message(2, 8, ME, '', { camera_media_url: '/api/media/p.jpg' }) });
    expect(contacts()?.[0]).toMatchObject({ last_message: '[Photo]' });
  });

  it('does not create a conversation that was never loaded (it loads when opened)', () => {
    applyChatEvent({ type: 'message.created', message: message(2, 8, ME, 'hi') });
    expect(conversation(8)).toBeUndefined();
  });

  it('a received message in a conversation not on screen leaves the unread count to the server and marks nothing read', () => {
    applyChatEvent({ type: 'message.created', message: message(2, 7, ME, 'hi') });
    expect(contacts()?.find((c) => c.user.id === 7)?.unread_count).toBe(1);
    expect(api.to('POST', '/api/messages/7/read/')).toHaveLength(0);
  });

  it('a received message in a watched conversation is read at once: unread 0 and POST messages/{id}/read/', async () => {
    const unwatch = watchConversation(7);
    try {
      applyChatEvent({ type: 'message.created', message: message(2, 7, ME, 'hi') });
      expect(contacts()?.find((c) => c.user.id === 7)?.unread_count).toBe(0);
      await waitFor(() => expect(api.to('POST', '/api/messages/7/read/')).toHaveLength(1));
      expect(api.to('POST', '/api/messages/7/read/')[0].authorization).toBe('Bearer access-1');
    } finally {
      unwatch();
    }
  });

  it('a message the user sent in a watched conversation marks nothing read', async () => {
    const unwatch = watchConversation(7);
    applyChatEvent({ type: 'message.created', message: message(2, ME, 7, 'mine') });
    unwatch();
    await Promise.resolve();
    expect(api.to('POST', '/api/messages/7/read/')).toHaveLength(0);
  });

  it('a message from someone not in the list marks the list out of date (a list on screen reloads)', () => {
    expect(chatQueryClient.getQueryState(EVERYONE)?.isInvalidated).toBe(false);
    applyChatEvent({ type: 'message.created', message: message(2, 99, ME, 'new person') });
    expect(chatQueryClient.getQueryState(EVERYONE)?.isInvalidated).toBe(true);
    expect(contacts()?.map((c) => c.user.id)).toEqual([8, 7]);
  });

  it('a search that holds the contact is kept live too; one that does not is left as it was', () => {
    const searched = [...chatKeys.contacts, 'dan'];
    const other = [...chatKeys.contacts, 'zed'];
    chatQueryClient.setQueryData(searched, pageOf([dana()]));
    chatQueryClient.setQueryData(other, pageOf([]));
    applyChatEvent({ type: 'message.created', message: message(2, 7, ME, 'found me') });
    expect(contactsOf(chatQueryClient.getQueryData<ContactPages>(searched))[0]).toMatchObject({ last_message: 'found me' });
    applyChatEvent({ type: 'unread.changed', contact_id: 7, unread_count: 4, total_unread: 6 });
    expect(contactsOf(chatQueryClient.getQueryData<ContactPages>(searched))[0].unread_count).toBe(4);
    expect(chatQueryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('a message with a contact past the pages fetched so far marks the whole list out of date: they now head it', () => {
    chatQueryClient.setQueryData([...chatKeys.contacts, 'fay'], pageOf([contact(9, 'Fay', 'Fleet')]));
    applyChatEvent({ type: 'message.created', message: message(2, 9, ME, 'from page 40') });
    expect(chatQueryClient.getQueryState(EVERYONE)?.isInvalidated).toBe(true);
    expect(contacts()?.map((c) => c.user.id)).toEqual([8, 7]);
  });

  it('message.deleted removes the message', () => {
    applyChatEvent({ type: 'message.deleted', id: 1, sender: 7, receiver: ME });
    expect(messageIds(7)).toEqual([]);
  });

  it('unread.changed sets the count of that contact', () => {
    applyChatEvent({ type: 'unread.changed', contact_id: 8, unread_count: 5, total_unread: 6 });
    expect(contacts()?.map((c) => [c.user.id, c.unread_count])).toEqual([
      [8, 5],
      [7, 1],
    ]);
  });

  it('unread.changed for a watched conversation keeps it at 0 (the reader sees those messages)', () => {
    const unwatch = watchConversation(8);
    applyChatEvent({ type: 'unread.changed', contact_id: 8, unread_count: 5, total_unread: 6 });
    unwatch();
    expect(contacts()?.find((c) => c.user.id === 8)?.unread_count).toBe(0);
  });
});

describe("retainChatLive: the page's chat socket writes into this cache while a chat view is shown", () => {
  withFakeWebSocket();

  it('applies the events of the one socket for every view, and lets it go with the last one', () => {
    const panel = retainChatLive();
    const screen = retainChatLive();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.last;
    ws.open();
    ws.receive({ type: 'message.created', message: message(2, 7, ME, 'live') });
    expect(messageIds(7)).toEqual([1, 2]);
    screen();
    expect(ws.closedWith).toBeNull();
    panel();
    expect(ws.closedWith).toBe(1000);
  });

  it('after a re-open what is on screen is fetched again (events may have been missed)', async () => {
    jest.useFakeTimers();
    const release = retainChatLive();
    try {
      FakeWebSocket.last.open();
      FakeWebSocket.last.drop();
      await jest.advanceTimersByTimeAsync(1000);
      FakeWebSocket.last.open();
      expect(chatQueryClient.getQueryState(EVERYONE)?.isInvalidated).toBe(true);
      expect(chatQueryClient.getQueryState(chatKeys.messages(7))?.isInvalidated).toBe(true);
    } finally {
      release();
      jest.useRealTimers();
    }
  });

  it('signing out empties the chat cache', () => {
    tokens.clear('logout');
    expect(chatQueryClient.getQueryData(EVERYONE)).toBeUndefined();
    expect(conversation(7)).toBeUndefined();
  });
});

describe('unsaved input: what a reload would lose', () => {
  const told: boolean[] = [];
  let sub: { unsubscribe(): void };
  beforeEach(() => {
    told.length = 0;
    sub = bus.on('forms:unsaved-changed').subscribe((e) => e.form === 'chat' && told.push(e.unsaved));
  });
  afterEach(() => {
    sub.unsubscribe();
    drafts.clear();
    outbox.clear();
  });

  it('tells the shell while a draft or a send not yet on the server exists, once per change', () => {
    drafts.set(7, { text: 'half a thought', file: null, voiceNote: null });
    drafts.set(8, { text: 'another', file: null, voiceNote: null });
    expect(told).toEqual([true]);
    drafts.delete(7);
    drafts.delete(8);
    expect(told).toEqual([true, false]);
    outbox.put({ contactId: 7, clientId: 'c1', text: 'failed', file: null, voiceNote: null, status: 'failed', createdAt: '' });
    expect(told).toEqual([true, false, true]);
    outbox.remove(7, 'c1');
    expect(told).toEqual([true, false, true, false]);
  });

  it('signing out forgets them, and so tells the shell there is nothing left', () => {
    drafts.set(7, { text: 'draft', file: null, voiceNote: null });
    tokens.clear('logout');
    expect(told).toEqual([true, false]);
  });
});

it('asks for the contacts again when a driver or a dispatcher changed (a name, a deactivation), here or elsewhere', () => {
  for (const [name, payload] of [
    ['drivers:changed', { driverId: 7 }],
    ['dispatchers:changed', { dispatcherId: 8 }],
  ] as const) {
    chatQueryClient.setQueryData(EVERYONE, pageOf([eli(), dana()]));
    expect(chatQueryClient.getQueryState(EVERYONE)?.isInvalidated).toBe(false);
    bus.emit(name, payload);
    expect({ name, invalidated: chatQueryClient.getQueryState(EVERYONE)?.isInvalidated }).toEqual({ name, invalidated: true });
  }
});
