// The chat view as the page and the panel show it, drawn by the kit's renderScreen inside the
// chat's own query cache, on the fake backend seeded with the contacts and their messages; and
// what a user sees of it, by role and name.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Contact, Message } from '@haulboard/shared/contracts';
import { renderScreen, type RouteOverrides, type SeenRequest } from '@haulboard/shared/testing';
import { ChatView } from '../src/app/chat-view';
import { chatQueryClient } from '../src/live/chat-live';
import { chatError } from '../src/hooks/use-chat-error';
import { drafts } from '../src/lib/drafts';
import { outbox } from '../src/lib/outbox';

// virtua draws only what fits its measured viewport, and jsdom measures 0: it draws no item at all. A plain list instead.
jest.mock('virtua', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  type Props = Omit<React.HTMLAttributes<HTMLDivElement>, 'children' | 'onScroll'> & {
    data: unknown[];
    children: (item: unknown, i: number) => React.ReactNode;
    shift?: boolean;
    onScroll?: (offset: number) => void;
  };
  const VList = React.forwardRef<unknown, Props>(function VList({ data, children, shift: _shift, onScroll: _onScroll, ...rest }, ref) {
    React.useImperativeHandle(ref, () => ({ scrollToIndex: () => undefined, scrollSize: 1000, viewportSize: 500 }));
    return <div {...rest}>{data.map((item, i) => children(item, i))}</div>;
  });
  return { VList };
});

// jsdom has no object URLs; the composer and pending sends preview their files with them.
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:http://localhost/${++objectUrls}`;
URL.revokeObjectURL ??= () => undefined;

const fieldsOf = (body: unknown) => {
  const form = body as FormData;
  const file = (name: string) => (form.get(name) as File | null) ?? null;
  return {
    message: (form.get('message') as string | null) ?? '',
    client_id: (form.get('client_id') as string | null) ?? null,
    document: file('document'),
    camera_media: file('camera_media'),
    voice_note: file('voice_note'),
  };
};
/** What a send posted: the multipart fields, files by name. */
export const posted = (req: SeenRequest) => fieldsOf(req.body);

type Options = {
  contacts?: Contact[];
  /** The administrator's messages with the contacts, as the server holds them. */
  messages?: Message[];
  /** Routes that take a call before the backend (failures, delays); the test may change them on the way. */
  routes?: RouteOverrides;
  compact?: boolean;
};

/** ChatView in the chat's own cache (as ChatProviders gives it, without the live socket). */
export function drawChat({ contacts = [], messages = [], routes = {}, compact }: Options = {}) {
  const view = renderScreen(
    <QueryClientProvider client={chatQueryClient}>
      <div style={{ height: 600 }}>
        <ChatView compact={compact} />
      </div>
    </QueryClientProvider>,
    { data: { contacts, messages }, routes },
  );
  /** A conversation's messages as the backend holds them, oldest first. */
  const conversation = (contactId: number) => view.backend.db.messages.filter((m) => m.sender === contactId || m.receiver === contactId);
  return { ...view, routes, conversation };
}

// The cache, the error line, the drafts and the pending sends live for the page's life: each test
// starts without them. Unmounted first, since the composer files its draft as it goes.
afterEach(() => {
  cleanup();
  drafts.clear();
  outbox.clear();
  chatQueryClient.clear();
  chatError.clear();
});

// What a user sees, by role and name.
export const people = () => screen.findByRole('navigation', { name: 'People' });
export const contactList = () => screen.findByRole('list', { name: 'Contacts' });
export const contactButton = async (name: string | RegExp) => within(await contactList()).findByRole('button', { name });
export const messageLog = () => screen.findByRole('log', { name: 'Messages' });
export const errorLine = () => screen.findByRole('alert');
export const textbox = () => screen.getByRole('textbox', { name: 'Message' });
export const sendButton = () => screen.getByRole('button', { name: 'Send message' });
/** The rows of the conversation, each a group with its bubble and its actions menu. */
export const messageRows = async () => within(await messageLog()).getAllByRole('group');
export const rowWithText = async (text: string) => {
  const rows = await messageRows();
  const row = rows.find((r) => within(r).queryByText(text));
  if (!row) throw new Error(`No message row reads "${text}"`);
  return row;
};

/**
 * Chooses a menu item as a person does: press, then release a moment later. zag highlights the
 * item on press and chooses the highlighted one on click; user-event's one-go click leaves no render between.
 */
export async function chooseMenuItem(name: string) {
  const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name });
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
