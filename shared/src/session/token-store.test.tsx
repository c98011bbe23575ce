/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../contracts/bus-events';
import { MemoryStorage } from '../testing/memory-storage';
import { createTokenStore, getTokenStore, provideTokenStore, SessionKeys, useSession } from './index';

const adminPair = { access_token: 'a1', refresh_token: 'r1', user_type: 'admin' } as const;

function setup(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const events: { name: keyof BusEvents; payload: unknown }[] = [];
  const names: (keyof BusEvents)[] = ['auth:session-changed', 'auth:signed-in', 'auth:signed-out'];
  names.forEach((name) => bus.on(name).subscribe((payload) => events.push({ name, payload })));
  const store = createTokenStore(storage, bus, window);
  return { storage, bus, store, events, later: () => events.splice(0) };
}

/** What another tab writing to the shared localStorage looks like to this one. */
function otherTab(storage: MemoryStorage, change: () => void, key: string | null) {
  change();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
  return storage;
}

describe('the token store', () => {
  it('starts from what is stored: an access token means signed in', () => {
    expect(setup().store.getSession()).toEqual({ signedIn: false, userType: null });
    const { store } = setup({ access_token: 'x', user_type: 'admin' });
    expect(store.getSession()).toEqual({ signedIn: true, userType: 'admin' });
    expect(store.getAccessToken()).toBe('x');
  });

  it('ignores a stored user type it does not know', () => {
    expect(setup({ access_token: 'x', user_type: 'root' }).store.getSession().userType).toBeNull();
  });

  it('publishes the starting session to late subscribers', () => {
    const { events } = setup({ access_token: 'x', user_type: 'dispatcher' });
    expect(events).toEqual([{ name: 'auth:session-changed', payload: { signedIn: true, userType: 'dispatcher' } }]);
  });

  it('signing in writes exactly access_token, refresh_token and user_type, then tells the bus', () => {
    const { storage, store, later } = setup({ theme: 'dark' });
    later();
    store.signIn(adminPair);
    expect(storage.snapshot()).toEqual({ theme: 'dark', access_token: 'a1', refresh_token: 'r1', user_type: 'admin' });
    expect(store.getRefreshToken()).toBe('r1');
    expect(later()).toEqual([
      { name: 'auth:session-changed', payload: { signedIn: true, userType: 'admin' } },
      { name: 'auth:signed-in', payload: { userType: 'admin' } },
    ]);
  });

  it('a refresh replaces the pair without announcing a new session', () => {
    const { storage, store, later } = setup();
    store.signIn(adminPair);
    later();
    store.updateTokens({ access_token: 'a2', refresh_token: 'r2' });
    expect(storage.snapshot()).toEqual({ access_token: 'a2', refresh_token: 'r2', user_type: 'admin' });
    expect(later()).toEqual([]);
  });

  it('clearing removes exactly the three keys and says why', () => {
    const { storage, store, later } = setup({ theme: 'dark' });
    store.signIn(adminPair);
    later();
    store.clear('logout');
    expect(storage.snapshot()).toEqual({ theme: 'dark' });
    expect(SessionKeys).toEqual({ accessToken: 'access_token', refreshToken: 'refresh_token', userType: 'user_type' });
    expect(later()).toEqual([
      { name: 'auth:session-changed', payload: { signedIn: false, userType: null } },
      { name: 'auth:signed-out', payload: { reason: 'logout' } },
    ]);
  });

  it('clearing an empty session announces no sign-out', () => {
    const { store, later } = setup();
    later();
    store.clear('session-expired');
    expect(later()).toEqual([]);
  });

  it('another tab signing out signs this tab out, reason other-tab', () => {
    const { storage, store, later } = setup(adminPair);
    later();
    otherTab(storage, () => storage.clear(), 'access_token');
    expect(store.getSession()).toEqual({ signedIn: false, userType: null });
    expect(later()).toEqual([
      { name: 'auth:session-changed', payload: { signedIn: false, userType: null } },
      { name: 'auth:signed-out', payload: { reason: 'other-tab' } },
    ]);
  });

  it('another tab clearing all storage (key null) counts too', () => {
    const { storage, store } = setup(adminPair);
    otherTab(storage, () => storage.clear(), null);
    expect(store.getSession().signedIn).toBe(false);
  });

  it('another tab signing in signs this tab in, with no sign-out', () => {
    const { storage, store, later } = setup();
    later();
    otherTab(storage, () => Object.entries(adminPair).forEach(([k, v]) => storage.setItem(k, v)), 'access_token');
    expect(store.getSession()).toEqual({ signedIn: true, userType: 'admin' });
    expect(later()).toEqual([{ name: 'auth:session-changed', payload: { signedIn: true, userType: 'admin' } }]);
  });

  it('another tab writing an unrelated key changes nothing', () => {
    const { storage, store, later } = setup(adminPair);
    later();
    otherTab(storage, () => storage.removeItem('access_token'), 'theme');
    expect(store.getSession().signedIn).toBe(true);
    expect(later()).toEqual([]);
  });

  it('tells subscribers of every change until they leave', () => {
    const { store } = setup();
    const listener = jest.fn();
    const leave = store.subscribe(listener);
    store.signIn(adminPair);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.clear('logout');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the page session', () => {
  function SessionLine() {
    const s = useSession();
    return <p>{s.signedIn ? `signed in as ${s.userType}` : 'signed out'}</p>;
  }

  it('getTokenStore refuses until the host provides a store', () => {
    jest.isolateModules(() => {
      // A fresh copy of the module: nothing provided yet.
      const fresh = require('./index') as typeof import('./index');
      expect(() => fresh.getTokenStore()).toThrow(/No token store/);
    });
  });

  it('useSession re-renders on sign-in, sign-out and another tab', () => {
    const { store, storage } = setup();
    provideTokenStore(store);
    expect(getTokenStore()).toBe(store);
    render(<SessionLine />);
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() => store.signIn(adminPair));
    expect(screen.getByText('signed in as admin')).toBeInTheDocument();

    otherTab(storage, () => storage.clear(), 'access_token');
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
