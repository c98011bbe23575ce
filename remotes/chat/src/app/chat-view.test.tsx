import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import type { Contact } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { contact, message, ME } from '../../test/chat-fixtures';
import { TEST_SESSION, type RouteOverride } from '@haulboard/shared/testing';
import {
  chooseMenuItem,
  contactButton,
  contactList,
  drawChat,
  errorLine,
  messageLog,
  messageRows,
  people,
  posted,
  rowWithText,
  sendButton,
  textbox,
} from '../../test/chat-screen';
import { applyChatEvent, chatQueryClient } from '../live/chat-live';
import { chatKeys } from '../live/chat-cache';

const dana = contact(7, 'Dana', 'Driver', { last_message: 'See you at the dock', last_message_time: '2026-03-05T09:10:00Z', unread_count: 2 });
const eli = contact(8, 'Eli', 'Dispatch');
const fay = contact(9, 'Fay', 'Fleet', { last_message: '[Document]', unread_count: 1, user: { last_seen: '2026-03-05T08:00:00Z' } });
const people3: Contact[] = [dana, eli, fay];

const danaTalk = [message(1, 7, ME, 'Loaded at bay 4'), message(2, ME, 7, 'Thanks!'), message(3, 7, ME, 'See you at the dock')];

/** A route that lets the backend answer only when the test says so. */
function held() {
  let release!: () => void;
  const wait = new Promise<void>((r) => (release = r));
  const route: RouteOverride = async (_req, next) => (await wait, next());
  return { route, release: () => act(() => release()) };
}

afterEach(() => jest.restoreAllMocks());

describe('ChatView: the people list', () => {
  it('shows a spinner while the contacts load, and none once everything has loaded', async () => {
    const list = held();
    drawChat({ contacts: [dana], messages: danaTalk, routes: { 'GET /api/chat/list/': list.route } });
    expect(within(await people()).getByLabelText('Loading')).toBeInTheDocument();
    await list.release();
    await contactButton(/Dana/);
    await messageLog();
    const nav = await people();
    await waitFor(() => expect(within(nav).queryByLabelText('Loading')).not.toBeInTheDocument());
  });

  it('reads "There\'s nothing to display" when there are no contacts', async () => {
    drawChat({ contacts: [] });
    expect(await within(await people()).findByText("There's nothing to display")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contacts' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch contacts' in the error line when the list cannot load", async () => {
    drawChat({ contacts: [dana], routes: { 'GET /api/chat/list/': () => ({ status: 500, body: { detail: 'boom' } }) } });
    expect(await errorLine()).toHaveTextContent('Failed to fetch contacts');
    expect(within(await people()).getByRole('alert')).toHaveTextContent('Failed to fetch contacts');
  });

  it('shows each contact: first name, preview or "No messages yet", time and unread badge', async () => {
    // Dana, the first, opens by herself and reading her conversation clears her badge: held until it is read here.
    const danaMessages = held();
    drawChat({ contacts: people3, messages: danaTalk, routes: { 'GET /api/messages/7/': danaMessages.route } });
    const danaButton = await contactButton(/Dana/);
    expect(danaButton).toHaveTextContent('See you at the dock');
    expect(danaButton).toHaveTextContent(formatChatTime('2026-03-05T09:10:00Z'));
    expect(within(danaButton).getByLabelText('2 unread messages')).toHaveTextContent('2');
    const eliButton = await contactButton(/Eli/);
    expect(eliButton).toHaveTextContent('No messages yet');
    expect(within(eliButton).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(within(await contactButton(/Fay/)).getByLabelText('1 unread message')).toBeInTheDocument();
    // The first name only, as the spec lists it.
    expect(eliButton).not.toHaveTextContent('Dispatch');
    await danaMessages.release();
  });

  it('selects the first contact once the list loads and requests its messages (which marks them read)', async () => {
    const { server } = drawChat({ contacts: people3, messages: danaTalk });
    await waitFor(async () => expect(await contactButton(/Dana/)).toHaveAttribute('aria-current', 'true'));
    expect(await contactButton(/Eli/)).not.toHaveAttribute('aria-current');
    expect(await rowWithText('Loaded at bay 4')).toBeInTheDocument();
    expect(server.to('GET', '/api/messages/7/')).toEqual([expect.objectContaining({ authorization: `Bearer ${TEST_SESSION.access_token}` })]);
    expect(server.to('GET', '/api/messages/8/')).toHaveLength(0);
    // Reading the conversation cleared its unread badge.
    await waitFor(async () => expect(within(await contactButton(/Dana/)).queryByLabelText(/unread/)).not.toBeInTheDocument());
  });

  it('filters contacts by first or last name as one types in the search box', async () => {
    drawChat({ contacts: people3, messages: danaTalk });
    const list = await contactList();
    const search = screen.getByRole('searchbox', { name: 'Search people' });
    await userEvent.type(search, 'fle');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('Fay')]),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'ELI');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByRole('button', { name: /Eli/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await within(await people()).findByText("There's nothing to display")).toBeInTheDocument();
  });

  it('asks the server a page of people at a time, and finds by name someone past the first page; the open conversation stays', async () => {
    // 60 people: the first page holds 50 of them (PAGE_SIZES.chatContacts); Zoe is the 60th.
    const crowd = Array.from({ length: 59 }, (_, i) => contact(100 + i, `Driver${i}`, 'Crowd'));
    const { server } = drawChat({ contacts: [dana, ...crowd, contact(200, 'Zoe', 'Last')], messages: danaTalk });
    await messageLog();
    expect(Object.fromEntries(server.to('GET', '/api/chat/list/')[0].query)).toEqual({ page: '1', page_size: '50' });
    expect(within(await contactList()).queryByRole('button', { name: /Zoe/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zoe l');
    expect(await contactButton(/Zoe/)).toBeInTheDocument();
    expect(server.to('GET', '/api/chat/list/').at(-1)?.query.get('search')).toBe('zoe l');
    expect(within(await contactList()).getAllByRole('button')).toHaveLength(1);
    // Dana's conversation, chosen before the search, is still the one open.
    expect(screen.getByRole('heading', { name: /Dana Driver/ })).toBeInTheDocument();
    expect(within(await messageLog()).getByText('See you at the dock')).toBeInTheDocument();
  });

  it('selecting another contact loads its messages', async () => {
    const { server } = drawChat({ contacts: people3, messages: [...danaTalk, message(10, 9, ME, 'Trailer 12 is ready')] });
    await rowWithText('Loaded at bay 4');
    await userEvent.click(await contactButton(/Fay/));
    expect(await rowWithText('Trailer 12 is ready')).toBeInTheDocument();
    expect(screen.queryByText('Loaded at bay 4')).not.toBeInTheDocument();
    expect(await contactButton(/Fay/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Fay Fleet' })).toBeInTheDocument();
    expect(server.to('GET', '/api/messages/9/')).toHaveLength(1);
  });

  it('clicking the selected contact reloads its messages', async () => {
    const { server, backend } = drawChat({ contacts: people3, messages: danaTalk });
    await rowWithText('Loaded at bay 4');
    // Dana writes while the conversation is open, the socket not saying so.
    backend.db.messages.push(message(4, 7, ME, 'Arrived'));
    await userEvent.click(await contactButton(/Dana/));
    expect(await rowWithText('Arrived')).toBeInTheDocument();
    expect(server.to('GET', '/api/messages/7/')).toHaveLength(2);
  });

  it("shows 'Failed to fetch messages' when a conversation cannot load", async () => {
    drawChat({ contacts: people3, routes: { 'GET /api/messages/7/': () => ({ status: 500 }) } });
    expect(await errorLine()).toHaveTextContent('Failed to fetch messages');
  });
});

describe('ChatView: the conversation', () => {
  it("heads it with the contact's name and 'Online - Last seen, recently' when the last-seen time is unknown", async () => {
    drawChat({ contacts: people3, messages: danaTalk });
    expect(await screen.findByRole('heading', { name: 'Dana Driver' })).toBeInTheDocument();
    expect(screen.getByText('Online - Last seen, recently')).toBeInTheDocument();
  });

  it('links a load a message names to that load, outside the router too (issue 29)', async () => {
    drawChat({ contacts: [dana], messages: [message(1, 7, ME, 'load 472 is yours, then Load #15')] });
    const log = await messageLog();
    const link = await within(log).findByRole('link', { name: 'load 472' });
    expect(link).toHaveAttribute('href', '/admin/loads/success?id=472');
    expect(within(log).getByRole('link', { name: 'Load #15' })).toHaveAttribute('href', '/admin/loads/success?id=15');
    expect(link.parentElement).toHaveTextContent('load 472 is yours, then Load #15');
    // The panel has no router of its own: the click writes the shell's history entry.
    const popped = jest.fn();
    window.addEventListener('popstate', popped);
    await userEvent.click(link);
    window.removeEventListener('popstate', popped);
    expect(window.location.pathname + window.location.search).toBe('/admin/loads/success?id=472');
    expect(popped).toHaveBeenCalledTimes(1);
  });

  it('shows the last-seen time when there is one', async () => {
    drawChat({ contacts: [fay] });
    expect(await screen.findByText(`Online - Last seen, ${formatChatTime('2026-03-05T08:00:00Z')}`)).toBeInTheDocument();
  });

  it("reads 'No messages yet. Start a conversation!' when empty", async () => {
    drawChat({ contacts: [eli] });
    expect(await screen.findByText('No messages yet. Start a conversation!')).toBeInTheDocument();
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the messages in order, received ones (sender = contact) apart from sent ones', async () => {
    drawChat({ contacts: people3, messages: danaTalk });
    const rows = await messageRows();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Loaded at bay 4'),
      expect.stringContaining('Thanks!'),
      expect.stringContaining('See you at the dock'),
    ]);
    const sentMarks = rows.map((r) => r.querySelector('[data-sent]') !== null);
    expect(sentMarks).toEqual([false, true, false]);
    expect(within(rows[0]).getByText(formatChatTime(danaTalk[0].created_at))).toBeInTheDocument();
  });

  it('draws an emoji-only message in the large style, and text with emoji normally', async () => {
    drawChat({ contacts: [dana], messages: [message(1, 7, ME, '🚚 👍'), message(2, ME, 7, 'ok 👍')] });
    expect(within(await rowWithText('🚚 👍')).getByText('🚚 👍')).toHaveAttribute('data-emoji-only');
    expect(within(await rowWithText('ok 👍')).getByText('ok 👍')).not.toHaveAttribute('data-emoji-only');
  });

  it('links attachments through /api/, with their names or the defaults', async () => {
    drawChat({
      contacts: [dana],
      messages: [
        message(1, 7, ME, '', { document_url: '/media/chat/rate-con.pdf?sig=abc', document_name: 'rate-con.pdf' }),
        message(2, 7, ME, '', { camera_media_url: 'https://files.example/media/chat/bol.jpg?sig=d', camera_media_name: null }),
        message(3, 7, ME, '', { voice_note_url: '/api/media/chat/v.wav?sig=e', voice_note_name: null }),
        message(4, 7, ME, '', { document_url: 'media/chat/x.pdf', document_name: null }),
      ],
    });
    const log = await messageLog();
    expect(within(log).getByRole('link', { name: 'rate-con.pdf' })).toHaveAttribute('href', '/api/media/chat/rate-con.pdf?sig=abc');
    expect(within(log).getByRole('img', { name: 'Camera Media' })).toHaveAttribute('src', 'https://files.example/api/media/chat/bol.jpg?sig=d');
    expect(within(log).getByLabelText('Voice Note')).toHaveAttribute('src', '/api/media/chat/v.wav?sig=e');
    expect(within(log).getByRole('link', { name: 'Document' })).toHaveAttribute('href', '/api/media/chat/x.pdf');
  });

  it('shows a message that arrives live, and moves its sender to the top of the list', async () => {
    drawChat({ contacts: people3, messages: danaTalk });
    await rowWithText('See you at the dock');
    act(() => applyChatEvent({ type: 'message.created', message: message(50, 9, ME, 'Gate code 4411') }));
    act(() => applyChatEvent({ type: 'message.created', message: message(51, 7, ME, 'At the gate') }));
    expect(await rowWithText('At the gate')).toBeInTheDocument();
    expect(screen.queryByText('Gate code 4411', { selector: '[role=log] *' })).not.toBeInTheDocument();
    const names = within(await contactList())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('Dana');
    expect(names[0]).toContain('At the gate');
    expect(names[1]).toContain('Fay');
    expect(names[1]).toContain('Gate code 4411');
  });
});

describe('ChatView: sending', () => {
  it('Enter sends the text as multipart with a client id; the message shows once and the input clears', async () => {
    const { server } = drawChat({ contacts: people3, messages: danaTalk });
    await messageLog();
    await userEvent.type(textbox(), 'Leaving now{Enter}');
    expect(textbox()).toHaveValue('');
    await waitFor(() => expect(server.to('POST', '/api/messages/7/')).toHaveLength(1));
    const sent = posted(server.to('POST', '/api/messages/7/')[0]);
    expect(sent).toMatchObject({ message: 'Leaving now', document: null, camera_media: null, voice_note: null });
    expect(sent.client_id).toMatch(/^[\w-]{16,}$/);
    expect(server.to('POST', '/api/messages/7/')[0].authorization).toBe(`Bearer ${TEST_SESSION.access_token}`);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(within(await messageLog()).getAllByText('Leaving now')).toHaveLength(1);
    // The list shows it as the newest message of that contact.
    expect(await contactButton(/Dana/)).toHaveTextContent('Leaving now');
  });

  it('the send button sends too', async () => {
    const { server } = drawChat({ contacts: [dana], messages: danaTalk });
    await messageLog();
    await userEvent.type(textbox(), 'By button');
    await userEvent.click(sendButton());
    await waitFor(() => expect(server.to('POST', '/api/messages/7/')).toHaveLength(1));
    expect(await rowWithText('By button')).toBeInTheDocument();
  });

  it("shows 'Sending...' until the server answers", async () => {
    const send = held();
    drawChat({ contacts: [dana], messages: danaTalk, routes: { 'POST /api/messages/7/': send.route } });
    await messageLog();
    await userEvent.type(textbox(), 'Slow one{Enter}');
    expect(within(await rowWithText('Slow one')).getByRole('status')).toHaveTextContent('Sending...');
    await send.release();
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(await messageLog()).getAllByText('Slow one')).toHaveLength(1);
  });

  it('Shift+Enter starts a new line and sends nothing', async () => {
    const { server } = drawChat({ contacts: [dana], messages: danaTalk });
    await messageLog();
    await userEvent.type(textbox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(textbox()).toHaveValue('line one\nline two');
    expect(server.to('POST', '/api/messages/7/')).toHaveLength(0);
  });

  it('Send is disabled while the text is blank, and Enter then sends nothing', async () => {
    const { server } = drawChat({ contacts: [dana], messages: danaTalk });
    await messageLog();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(textbox(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(textbox(), '{Enter}');
    expect(server.to('POST', '/api/messages/7/')).toHaveLength(0);
    await userEvent.type(textbox(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it("a send that fails shows 'Failed to send message' and 'Not sent' with Retry; Retry sends it once", async () => {
    const { server, routes, conversation } = drawChat({ contacts: [dana], messages: danaTalk });
    routes['POST /api/messages/7/'] = () => ({ status: 500, body: { detail: 'down' } });
    await messageLog();
    await userEvent.type(textbox(), 'Dock 5{Enter}');
    expect(await errorLine()).toHaveTextContent('Failed to send message');
    const row = await rowWithText('Dock 5');
    expect(within(row).getByText('Not sent')).toBeInTheDocument();

    delete routes['POST /api/messages/7/'];
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(await messageLog()).getAllByText('Dock 5')).toHaveLength(1);
    expect(conversation(7).map((m) => m.message)).toEqual([...danaTalk.map((m) => m.message), 'Dock 5']);
    const ids = server.to('POST', '/api/messages/7/').map((r) => posted(r).client_id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    // The error line clears once the send succeeds.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a retry after an answer that was lost (the server stored it) posts the same client id and never duplicates', async () => {
    const { server, routes, conversation } = drawChat({ contacts: [dana], messages: danaTalk });
    // The server stores the message, and its answer is lost on the way.
    routes['POST /api/messages/7/'] = async (_req, next) => {
      await next();
      return new TypeError('Failed to fetch');
    };
    await messageLog();
    await userEvent.type(textbox(), 'Only once{Enter}');
    const row = await rowWithText('Only once');
    expect(await within(row).findByText('Not sent')).toBeInTheDocument();
    expect(conversation(7)).toHaveLength(4);

    delete routes['POST /api/messages/7/'];
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    const ids = server.to('POST', '/api/messages/7/').map((r) => posted(r).client_id);
    expect(new Set(ids).size).toBe(1);
    expect(conversation(7)).toHaveLength(4);
    expect(within(await messageLog()).getAllByText('Only once')).toHaveLength(1);
  });

  it('a failed send keeps its text, and Discard removes it', async () => {
    const { routes } = drawChat({ contacts: [dana], messages: danaTalk });
    routes['POST /api/messages/7/'] = () => ({ status: 500 });
    await messageLog();
    await userEvent.type(textbox(), 'Never mind{Enter}');
    const row = await rowWithText('Never mind');
    await within(row).findByText('Not sent');
    await userEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Never mind')).not.toBeInTheDocument());
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
  });
});

describe('ChatView: deleting', () => {
  const openActions = async (text: string) => {
    await userEvent.click(within(await rowWithText(text)).getByRole('button', { name: 'Message actions' }));
    return screen.findByRole('menu');
  };

  it("only sent messages offer 'Delete Message'", async () => {
    drawChat({ contacts: [dana], messages: danaTalk });
    const received = await openActions('Loaded at bay 4');
    expect(within(received).getByRole('menuitem', { name: 'Copy Text' })).toBeInTheDocument();
    expect(within(received).queryByRole('menuitem', { name: 'Delete Message' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const sent = await openActions('Thanks!');
    expect(within(sent).getByRole('menuitem', { name: 'Delete Message' })).toBeInTheDocument();
  });

  it('Delete Message asks first, then deletes on the server and removes the message', async () => {
    const { server } = drawChat({ contacts: [dana], messages: danaTalk });
    await openActions('Thanks!');
    await chooseMenuItem('Delete Message');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() => expect(screen.queryByText('Thanks!')).not.toBeInTheDocument());
    expect(server.to('DELETE', '/api/chat/message/2/delete/')).toEqual([expect.objectContaining({ authorization: `Bearer ${TEST_SESSION.access_token}` })]);
    expect(screen.getByText('Loaded at bay 4')).toBeInTheDocument();
  });

  it("shows 'Failed to delete message' and keeps the message when the server refuses", async () => {
    drawChat({ contacts: [dana], messages: danaTalk, routes: { 'DELETE /api/chat/message/2/delete/': () => ({ status: 500 }) } });
    await openActions('Thanks!');
    await chooseMenuItem('Delete Message');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    expect(await errorLine()).toHaveTextContent('Failed to delete message');
    expect(await rowWithText('Thanks!')).toBeInTheDocument();
  });
});

describe('ChatView: narrow (the panel, a phone): people and conversation take the whole width in turn', () => {
  it('shows the people first, each told apart by initials and first name, with unread badges and the search box', async () => {
    const { server } = drawChat({ contacts: people3, messages: danaTalk, compact: true });
    const danaButton = await contactButton(/Dana/);
    expect(danaButton).toHaveTextContent('DD');
    expect(danaButton).toHaveTextContent('Dana');
    expect(within(danaButton).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(await contactButton(/Eli/)).toHaveTextContent('ED');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    // The first contact is selected, but nothing is read until its conversation is shown.
    await waitFor(async () => expect(await contactButton(/Dana/)).toHaveAttribute('aria-current', 'true'));
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
    expect(server.to('GET', '/api/messages/7/')).toHaveLength(0);
  });

  it('choosing someone shows their conversation alone, focus on its heading; Back to people returns to the list', async () => {
    drawChat({ contacts: people3, messages: [...danaTalk, message(20, 8, ME, 'Route changed')], compact: true });
    await userEvent.click(await contactButton(/Eli/));
    expect(await rowWithText('Route changed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eli Dispatch' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'People' })).not.toBeInTheDocument();
    expect(textbox()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to people' }));
    expect(await contactButton(/Eli/)).toHaveFocus();
    expect(await contactButton(/Eli/)).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('searches the people there too', async () => {
    drawChat({ contacts: people3, compact: true });
    const list = await contactList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'fle');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('Fay')]),
    );
  });

  it('puts the error line on top, where both views show it', async () => {
    drawChat({ contacts: [dana], compact: true, routes: { 'GET /api/chat/list/': () => ({ status: 500 }) } });
    expect(await errorLine()).toHaveTextContent('Failed to fetch contacts');
    expect(within(await people()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ChatView: avatars', () => {
  it('shows a picture when the person has one, and their initials when it cannot load', async () => {
    const pic = contact(7, 'Dana', 'Driver', { user: { avatar: '/media/avatars/d.png?sig=1' } });
    drawChat({ contacts: [pic, eli] });
    const danaButton = await contactButton(/Dana/);
    const img = danaButton.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/media/avatars/d.png?sig=1');
    expect(danaButton).not.toHaveTextContent('DD');
    fireEvent.error(img);
    expect(danaButton).toHaveTextContent('DD');
    // The conversation header draws the same: the nearest box around its heading with a picture.
    let header = screen.getByRole('heading', { name: 'Dana Driver' });
    while (!header.querySelector('img')) header = header.parentElement!;
    expect(header.querySelector('img')).toHaveAttribute('src', '/api/media/avatars/d.png?sig=1');
    fireEvent.error(header.querySelector('img')!);
    expect(within(header).getByText('DD')).toBeInTheDocument();
  });
});

describe('ChatView: a deactivated contact (issue 28)', () => {
  const DEACTIVATED_AT = '2026-03-05T10:00:00.000Z';
  const REFUSED = 'This person has been deactivated: their conversation can be read but not written to.';
  const NOTICE = 'Dana Driver has been deactivated and cannot receive messages. Earlier messages stay here to read.';
  const gone = contact(7, 'Dana', 'Driver', { last_message: 'See you at the dock', user: { deactivated_at: DEACTIVATED_AT } });
  /** The administrator deactivates Dana elsewhere (the people area, another tab): the server knows, this screen not yet. */
  const deactivateOnServer = (backend: ReturnType<typeof drawChat>['backend']) => {
    backend.db.contacts = backend.db.contacts.map((c) => (c.user.id === 7 ? { ...c, user: { ...c.user, deactivated_at: DEACTIVATED_AT } } : c));
  };
  const header = () => screen.getByRole('heading', { name: 'Dana Driver' }).parentElement!;

  it("is marked in the list and the header, their messages stay readable, and the composer's place says they cannot receive messages", async () => {
    drawChat({ contacts: [gone, eli], messages: danaTalk });
    const danaButton = await contactButton(/Dana/);
    // The badge is text: a screen reader reads it with the name.
    expect(danaButton).toHaveAccessibleName(expect.stringContaining('Deactivated'));
    expect(await contactButton(/Eli/)).not.toHaveAccessibleName(expect.stringContaining('Deactivated'));
    expect(within(header()).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Last seen, recently')).toBeInTheDocument();
    expect(screen.queryByText(/^Online/)).not.toBeInTheDocument();
    expect(await rowWithText('Loaded at bay 4')).toBeInTheDocument();
    expect(await rowWithText('Thanks!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    // Someone active has the composer as ever.
    await userEvent.click(await contactButton(/Eli/));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByText('Online - Last seen, recently')).toBeInTheDocument();
  });

  it('reads the same in the panel (narrow): the badge in the list, the notice in place of the composer', async () => {
    drawChat({ contacts: [eli, gone], messages: danaTalk, compact: true });
    const danaButton = await contactButton(/Dana/);
    expect(within(danaButton).getByText('Deactivated')).toBeInTheDocument();
    await userEvent.click(danaButton);
    expect(await rowWithText('See you at the dock')).toBeInTheDocument();
    expect(within(header()).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("a send refused with 409 (deactivated while the screen was open) shows the server's detail in its bubble, and the list refreshes into the read-only conversation", async () => {
    const { backend, routes, server } = drawChat({ contacts: [dana, eli], messages: danaTalk });
    await messageLog();
    // An earlier send that failed for want of a network, waiting for a retry.
    routes['POST /api/messages/7/'] = () => new TypeError('Failed to fetch');
    await userEvent.type(textbox(), 'Dock 5{Enter}');
    expect(await within(await rowWithText('Dock 5')).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    delete routes['POST /api/messages/7/'];

    deactivateOnServer(backend);
    await userEvent.type(textbox(), 'Still there?{Enter}');
    const refused = await rowWithText('Still there?');
    expect(await within(refused).findByText(REFUSED)).toBeInTheDocument();
    expect(within(refused).queryByText('Not sent')).not.toBeInTheDocument();
    // The error line keeps the spec's words.
    expect(await errorLine()).toHaveTextContent('Failed to send message');

    await waitFor(() => expect(server.to('GET', '/api/chat/list/')).toHaveLength(2));
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(await contactButton(/Dana/)).toHaveAccessibleName(expect.stringContaining('Deactivated'));
    // Neither send can go now: each can only be discarded.
    for (const row of [refused, await rowWithText('Dock 5')]) expect(within(row).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Still there?')).not.toBeInTheDocument());
    expect(server.to('POST', '/api/messages/7/')).toHaveLength(2);
  });

  it("shows the server's reason for any other refusal, without a Retry that would be refused again", async () => {
    const { routes, server } = drawChat({ contacts: [dana], messages: danaTalk });
    routes['POST /api/messages/7/'] = () => ({ status: 413, body: { detail: 'A chat document is at most 25 MB.' } });
    await messageLog();
    await userEvent.type(textbox(), 'The big scan{Enter}');
    const row = await rowWithText('The big scan');
    expect(await within(row).findByText('A chat document is at most 25 MB.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    // Nothing says the person changed: the list is not asked again.
    expect(server.to('GET', '/api/chat/list/')).toHaveLength(1);
    expect(textbox()).toBeInTheDocument();
  });

  it('drops a draft for someone since deactivated: it can never be sent, and would keep the shell from reloading', async () => {
    const told: boolean[] = [];
    const sub = bus.on('forms:unsaved-changed').subscribe((e) => e.form === 'chat' && told.push(e.unsaved));
    try {
      const { backend } = drawChat({ contacts: [dana, eli], messages: danaTalk });
      await messageLog();
      await userEvent.type(textbox(), 'Half a thought');
      await userEvent.click(await contactButton(/Eli/));
      expect(told.at(-1)).toBe(true);

      deactivateOnServer(backend);
      await act(() => chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts }));
      await waitFor(() => expect(told.at(-1)).toBe(false));
      await userEvent.click(await contactButton(/Dana/));
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
      expect(screen.queryByText('Half a thought')).not.toBeInTheDocument();
    } finally {
      sub.unsubscribe();
    }
  });
});
