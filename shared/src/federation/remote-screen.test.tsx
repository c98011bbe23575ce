/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState, LoadingState, UiProvider } from '../ui';
import { provideRemoteLoader, RemoteScreen, RemoteStatesProvider, type RemoteLoader, type RemoteStates } from './index';

/** A remote that is down until `recover()` is called; counts every load attempt. */
function flakyRemote() {
  let up = false;
  const attempts: string[] = [];
  const loader = (async (id: string) => {
    attempts.push(id);
    if (!up) throw new Error('ChunkLoadError: remote down');
    return { default: () => <p>The {id} screen</p> };
  }) as RemoteLoader;
  provideRemoteLoader(loader);
  return { attempts, recover: () => (up = true) };
}

// The signed-out pages' plain states: no design system around them.
const draw = () => render(<RemoteScreen id="loads/LoadsList" label="loads" loadOptions={{ retries: 0 }} />);

describe('RemoteScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the remote screen', async () => {
    const remote = flakyRemote();
    remote.recover();
    draw();
    expect(screen.getByRole('status')).toHaveTextContent('Loading loads...');
    expect(await screen.findByText('The loads/LoadsList screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading loads...')).not.toBeInTheDocument();
  });

  it('shows an error panel with Retry when the remote cannot load', async () => {
    flakyRemote();
    draw();
    expect(await screen.findByText('The loads area could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/screen$/)).not.toBeInTheDocument();
  });

  it('Retry makes a new load attempt and shows the screen once the remote is back', async () => {
    const remote = flakyRemote();
    draw();
    await screen.findByText('The loads area could not be loaded.');
    expect(remote.attempts).toHaveLength(1);

    remote.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('The loads/LoadsList screen')).toBeInTheDocument();
    expect(remote.attempts).toHaveLength(2);
    expect(screen.queryByText('The loads area could not be loaded.')).not.toBeInTheDocument();
  });

  it('a Retry that fails again shows the error panel again', async () => {
    const remote = flakyRemote();
    draw();
    await screen.findByText('The loads area could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The loads area could not be loaded.')).toBeInTheDocument();
    expect(remote.attempts).toHaveLength(2);
  });

  it('a screen that crashes inside shows the same error panel', async () => {
    provideRemoteLoader((async () => ({
      default: () => {
        throw new Error('bug in the remote');
      },
    })) as RemoteLoader);
    draw();
    expect(await screen.findByText('The loads area could not be loaded.')).toBeInTheDocument();
  });

  it("draws the states the page provides (the signed-in shell's design system), with the same words", async () => {
    const states: RemoteStates = {
      Loading: ({ text }) => <LoadingState label={text} />,
      Failed: (props) => <ErrorState {...props} retryLabel="Retry" />,
    };
    const remote = flakyRemote();
    const { container } = render(
      <UiProvider>
        <RemoteStatesProvider value={states}>
          <RemoteScreen id="loads/LoadsList" label="loads" loadOptions={{ retries: 0 }} />
        </RemoteStatesProvider>
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading loads...');
    expect(container.querySelector('.chakra-spinner')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('The loads area could not be loaded.');
    expect(container.querySelector('.chakra-alert__root')).not.toBeNull();
    remote.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The loads/LoadsList screen')).toBeInTheDocument();
  });
});
