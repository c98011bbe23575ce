// The chat view as the page and the panel show it: the UI providers, the chat's own query
// client (emptied after each test), a token store on a fake localStorage, and a fake API
// answering the chat endpoints from an in-memory conversation store.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { bus } from '@haulboard/shared/bus';
import type { Contact, Message } from '@haulboard/shared/contracts';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { installFakeApi, MemoryStorage, type Answer, type Routes, type SeenRequest } from '@haulboard/shared/testing';
import { FullUiProvider, UiProvider } from '@haulboard/shared/ui';
import { ChatView } from '../src/app/chat-view';
import { chatQueryClient } from '../src/live/chat-live';
import { chatError } from '../src/hooks/use-chat-error';
import { outbox } from '../src/lib/outbox';
import { ME, message } from './chat-fixtures';

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

type Options = {
  contacts?: Contact[];
  /** Each contact's conversation, oldest first. */
  messages?: Record<number, Message[]>;
  /** Routes that replace the store's answers (failures, delays). */
  routes?: Routes;
  compact?: boolean;
};

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

export function renderChat({ contacts = [], messages = {}, routes = {}, compact }: Options = {}) {
  const store = new Map<number, Message[]>(Object.entries(messages).map(([id, list]) => [Number(id), [...list]]));
  const byClientId = new Map<string, Message>();
  let nextId = 1000;

  const conversationRoutes: Routes = {};
  for (const c of contacts) {
    const id = c.user.id;
    conversationRoutes[`GET /api/messages/${id}/`] = () => ({ status: 200, body: store.get(id) ?? [] });
    conversationRoutes[`POST /api/messages/${id}/read/`] = () => ({ status: 200, body: {} });
    // As the server: a repeated client_id answers the stored message instead of storing another.
    conversationRoutes[`POST /api/messages/${id}/`] = (req): Answer => {
      const f = fieldsOf(req.body);
      const stored = f.client_id ? byClientId.get(f.client_id) : undefined;
      if (stored) return { status: 201, body: stored };
      const m = message(nextId++, ME, id, f.message, {
        client_id: f.client_id,
        created_at: new Date().toISOString(),
        document_url: f.document ? `/media/chat/${f.document.name}?sig=1` : null,
        document_name: f.document?.name ?? null,
        camera_media_url: f.camera_media ? `/media/chat/${f.camera_media.name}?sig=1` : null,
        camera_media_name: f.camera_media?.name ?? null,
        voice_note_url: f.voice_note ? `/media/chat/${f.voice_note.name}?sig=1` : null,
        voice_note_name: f.voice_note?.name ?? null,
      });
      store.set(id, [...(store.get(id) ?? []), m]);
      if (f.client_id) byClientId.set(f.client_id, m);
      return { status: 201, body: m };
    };
  }
  // The fake reads this object on every request: a test may swap a route mid-way.
  const live: Routes = {
    'GET /api/chat/list/': () => ({ status: 200, body: contacts }),
    ...conversationRoutes,
    ...routesForDeletes(store),
    ...routes,
  };
  const api = installFakeApi(live);

  provideTokenStore(createTokenStore(new MemoryStorage({ access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' }), bus));
  // Our own root rather than render(): Testing Library's cleanup would unmount it before this
  // file's afterEach could empty the composer's drafts (kept per contact for the page's life,
  // in module state no test can reach); emptied through the UI, then unmounted here.
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  cleanups.push(() => {
    for (const box of screen.queryAllByRole('textbox', { name: 'Message' })) fireEvent.change(box, { target: { value: '' } });
    for (const name of ['Remove attachment', 'Remove voice note']) screen.queryAllByRole('button', { name }).forEach((b) => fireEvent.click(b));
    act(() => root.unmount());
    container.remove();
    api.restore();
    for (const c of contacts) outbox.list(c.user.id).forEach((p) => outbox.remove(c.user.id, p.clientId));
  });
  act(() =>
    root.render(
      <UiProvider>
        <FullUiProvider>
          <QueryClientProvider client={chatQueryClient}>
            <div style={{ height: 600 }}>
              <ChatView compact={compact} />
            </div>
          </QueryClientProvider>
        </FullUiProvider>
      </UiProvider>,
    ),
  );
  return { api, store, routes: live };
}

/** DELETE chat/message/{id}/delete/ for every stored message (routes are exact paths). */
function routesForDeletes(store: Map<number, Message[]>): Routes {
  const routes: Routes = {};
  for (const [contactId, list] of store) {
    for (const m of list) {
      routes[`DELETE /api/chat/message/${m.id}/delete/`] = () => {
        store.set(
          contactId,
          (store.get(contactId) ?? []).filter((x) => x.id !== m.id),
        );
        return { status: 204 };
      };
    }
  }
  return routes;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
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
