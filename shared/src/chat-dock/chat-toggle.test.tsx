/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { bus } from '../bus';
import { AppRoutes } from '../router';
import { UiProvider } from '../ui';
import { provideRemoteLoader, type RemoteLoader } from '../federation';
import { ChatDock, ChatToggle } from './index';

/** The chat remote's `./ChatPanel` as a parcel that draws a line into its slot and records its lifecycle. */
function fakePanel() {
  const calls: string[] = [];
  const config = {
    name: 'fake-chat-panel',
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props: { domElement: HTMLElement }) => {
      calls.push('mount');
      const line = document.createElement('p');
      line.textContent = 'The chat panel';
      props.domElement.appendChild(line);
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      calls.push('unmount');
      props.domElement.replaceChildren();
    },
  } as unknown as ParcelConfig;
  return { config, calls };
}

/** A loader for 'chat/ChatPanel' that fails while `down` is set; counts attempts. */
function chatRemote(panel = fakePanel()) {
  const state = { down: false, attempts: 0 };
  const loader = (async (id: string) => {
    state.attempts++;
    if (id !== 'chat/ChatPanel') return null;
    if (state.down) throw new Error('ChunkLoadError: chat is down');
    return { default: panel.config };
  }) as RemoteLoader;
  provideRemoteLoader(loader);
  return { state, panel };
}

/** The router's navigate, to move the page to another screen. */
let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** A page as the shell draws it: the screen (its header's toggle) and the dock beside it. */
function Page({ withToggle = true }: { withToggle?: boolean }) {
  return (
    <MemoryRouter initialEntries={[AppRoutes.loads]}>
      <Navigator />
      <UiProvider>
        <main>
          <p>The page</p>
          {withToggle ? <ChatToggle /> : null}
        </main>
        <ChatDock />
      </UiProvider>
    </MemoryRouter>
  );
}

/** Draws the page, and waits for the panel's code (it loads when the panel first opens). */
async function draw() {
  const view = render(<Page />);
  await act(async () => {
    await import('./chat-dock-panel');
  });
  return view;
}
const toggle = (name: string | RegExp = 'Chat') => screen.findByRole('button', { name });
const panel = () => screen.queryByRole('complementary', { name: 'Chat' });

beforeEach(() => {
  // The bus replays its last total: each test starts from none.
  bus.emit('chat:unread-changed', { total: 0 });
});
afterEach(() => jest.restoreAllMocks());

describe('ChatToggle', () => {
  // Runs first in this file: the panel's code (chat-dock-panel.tsx) must not have loaded yet.
  it('the toggle is there at once and a click is never lost: the panel opens once its code arrives', async () => {
    chatRemote();
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Chat' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('complementary', { name: 'Chat' }, { timeout: 5000 })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', panel()!.id);
  });

  it('opens the chat panel beside the page, focus on its heading, and mounts the chat remote into it', async () => {
    const { panel: fake } = chatRemote();
    await draw();
    const button = await toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();

    await userEvent.click(button);
    const aside = panel()!;
    expect(aside).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(aside).getByRole('heading', { name: 'Chat' })).toHaveFocus();
    expect(await within(aside).findByText('The chat panel')).toBeInTheDocument();
    expect(fake.calls).toEqual(['bootstrap', 'mount']);
    // The page stays.
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('Escape closes the panel, unmounts the parcel and returns focus to the toggle', async () => {
    const { panel: fake } = chatRemote();
    await draw();
    const button = await toggle();
    await userEvent.click(button);
    await screen.findByText('The chat panel');

    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await waitFor(() => expect(fake.calls).toEqual(['bootstrap', 'mount', 'unmount']));
    expect(screen.queryByText('The chat panel')).not.toBeInTheDocument();
  });

  it('the close button closes it too, and the toggle opens it again with a fresh mount', async () => {
    const { panel: fake } = chatRemote();
    await draw();
    const button = await toggle();
    await userEvent.click(button);
    await screen.findByText('The chat panel');
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    expect(await within(panel()!).findByText('The chat panel')).toBeInTheDocument();
    // A fresh parcel each time (single-spa bootstraps each parcel instance).
    await waitFor(() => expect(fake.calls.filter((c) => c === 'mount')).toHaveLength(2));
    expect(fake.calls.filter((c) => c === 'unmount')).toHaveLength(1);
  });

  it('the toggle itself closes an open panel', async () => {
    chatRemote();
    await draw();
    const button = await toggle();
    await userEvent.click(button);
    await screen.findByText('The chat panel');
    await userEvent.click(button);
    expect(panel()).not.toBeInTheDocument();
  });

  it('a chat remote that cannot load shows the error in the panel only, and Retry recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state } = chatRemote();
    state.down = true;
    await draw();
    await userEvent.click(await toggle());
    const aside = panel()!;
    expect(await within(aside).findByText('The chat could not be loaded.')).toBeInTheDocument();
    // The first try and its two retries.
    expect(state.attempts).toBe(3);
    expect(screen.getByText('The page')).toBeInTheDocument();

    state.down = false;
    await userEvent.click(within(aside).getByRole('button', { name: 'Retry' }));
    expect(await within(aside).findByText('The chat panel')).toBeInTheDocument();
    expect(within(aside).queryByText('The chat could not be loaded.')).not.toBeInTheDocument();
  });

  it('names the unread total the chat publishes on the bus', async () => {
    chatRemote();
    await draw();
    await toggle('Chat');
    act(() => bus.emit('chat:unread-changed', { total: 3 }));
    expect(await toggle('Chat, 3 unread messages')).toBeInTheDocument();
    act(() => bus.emit('chat:unread-changed', { total: 1 }));
    expect(await toggle('Chat, 1 unread message')).toBeInTheDocument();
    act(() => bus.emit('chat:unread-changed', { total: 0 }));
    expect(await toggle('Chat')).toBeInTheDocument();
  });

  it('a total published before the toggle was drawn shows at once (the bus replays it)', async () => {
    chatRemote();
    bus.emit('chat:unread-changed', { total: 120 });
    await draw();
    const button = await toggle('Chat, 120 unread messages');
    expect(button.parentElement).toHaveTextContent('99+');
  });

  it('stays open with its conversation while the administrator moves to another screen, and closes on the chat page', async () => {
    const { panel: fake } = chatRemote();
    const view = await draw();
    await userEvent.click(await toggle());
    await screen.findByText('The chat panel');
    // The screen goes (its header and toggle with it) while the next one loads, then the next one's header comes.
    view.rerender(<Page withToggle={false} />);
    act(() => void navigate(AppRoutes.drivers));
    view.rerender(<Page />);
    expect(panel()).toBeInTheDocument();
    expect(screen.getByText('The chat panel')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c === 'mount')).toHaveLength(1);
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');

    // The chat page is the chat itself: no panel beside it, and the next screen starts closed.
    view.rerender(<Page withToggle={false} />);
    act(() => void navigate(AppRoutes.chat));
    expect(panel()).not.toBeInTheDocument();
    await waitFor(() => expect(fake.calls).toContain('unmount'));
    act(() => void navigate(AppRoutes.loads));
    view.rerender(<Page />);
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('below 1024 px, where it lies over the screen, a move to another screen closes it', async () => {
    chatRemote();
    const view = await draw();
    await userEvent.click(await toggle());
    await screen.findByText('The chat panel');
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);
    view.rerender(<Page withToggle={false} />);
    act(() => void navigate(AppRoutes.drivers));
    view.rerender(<Page />);
    expect(panel()).not.toBeInTheDocument();
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
