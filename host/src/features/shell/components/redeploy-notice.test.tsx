import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { fakeRemotes, remoteScreen, renderScreen, withFakeWebSocket, type ScreenView } from '@haulboard/shared/testing';
import { AppRouter } from '../../../app/router';
import { deploymentsPlugin } from '../../remotes/deployments';
import { page } from '../lib/reload-page';

const MANIFEST = '/remotes/dashboard/mf-manifest.json';
const asBuilt = { id: 'dashboard', metaData: { remoteEntry: { name: 'static/js/dashboard.1111.js' } }, exposes: [], shared: [] };
const rebuilt = { ...asBuilt, metaData: { remoteEntry: { name: 'static/js/dashboard.2222.js' } } };

// What the server now answers for the dashboard's manifest; undefined: unreachable.
let served: object | undefined;
let view: ScreenView;
let reload: jest.SpyInstance;
// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();
beforeAll(() => {
  // As the federation runtime does when the page loads the dashboard area.
  void deploymentsPlugin.afterLoadManifest!({ manifestUrl: MANIFEST, manifestJson: asBuilt } as never);
});
beforeEach(() => {
  served = asBuilt;
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockRestore();
  bus.emit('forms:unsaved-changed', { form: 'test form', unsaved: false });
});

const notice = () => screen.queryByRole('status', { name: 'Haulboard has been updated' });
const go = async (link: string, id: string) => {
  await userEvent.click(screen.getByRole('link', { name: link }));
  await remoteScreen(id);
};
const manifestReads = () => view.server.to('GET', MANIFEST);
/** The signed-in host at /admin with the fake remotes; the dashboard's manifest answers what `served` holds. */
const openDashboard = async () => {
  view = renderScreen(<AppRouter />, {
    route: '/admin',
    remotes: fakeRemotes().loader,
    routes: { [`GET ${MANIFEST}`]: () => (served ? { status: 200, body: served } : new TypeError('Failed to fetch')) },
  });
  await remoteScreen('dashboard/Dashboard');
};
/** The dashboard open, then redeployed, and found out by moving to Loads. */
const redeployFound = async () => {
  await openDashboard();
  served = rebuilt;
  await go('Loads', 'loads/LoadsList');
  return screen.findByRole('button', { name: 'Reload' });
};

describe('the redeploy notice', () => {
  it('says nothing while every area is as the page loaded it, checking on each move to another screen', async () => {
    await openDashboard();
    expect(manifestReads()).toHaveLength(0);
    await go('Loads', 'loads/LoadsList');
    await waitFor(() => expect(manifestReads()).toEqual([expect.objectContaining({ cache: 'no-cache' })]));
    expect(notice()).not.toBeInTheDocument();
  });

  it("says so once an area's manifest changed, and reloads only when asked", async () => {
    await redeployFound();
    expect(notice()).toHaveTextContent('Haulboard has been updated. Reload to use the new version.');
    expect(notice()).not.toContainElement(document.activeElement as HTMLElement);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed', async () => {
    await redeployFound();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).not.toBeInTheDocument();
  });

  it('once found, the next move to another screen loads it afresh', async () => {
    await redeployFound();
    expect(reload).not.toHaveBeenCalled();
    await go('Trucks', 'fleet/TrucksTrailers');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('nothing reloads by itself while a form holds unsaved input, and Reload warns first', async () => {
    act(() => bus.emit('forms:unsaved-changed', { form: 'test form', unsaved: true }));
    await redeployFound();
    await go('Trucks', 'fleet/TrucksTrailers');
    await go('Profile', 'people/AdminProfile');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).not.toHaveBeenCalled();
    expect(notice()).toHaveTextContent('What you typed and have not sent or saved will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(notice()).toHaveTextContent('Haulboard has been updated.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload anyway' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The input saved, moving on picks the new version up.
    act(() => bus.emit('forms:unsaved-changed', { form: 'test form', unsaved: false }));
    await go('Dashboard', 'dashboard/Dashboard');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks again when the tab is shown again', async () => {
    await openDashboard();
    served = rebuilt;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a manifest that cannot be read counts as unchanged', async () => {
    await openDashboard();
    served = undefined;
    await go('Loads', 'loads/LoadsList');
    await waitFor(() => expect(manifestReads()).toHaveLength(1));
    expect(notice()).not.toBeInTheDocument();
  });
});
