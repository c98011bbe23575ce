/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, toaster, Toaster, UiProvider } from './index';

// The toaster keeps page-wide state (the queue, the loaded store): these tests run in order.
const drawToaster = () =>
  render(
    <UiProvider>
      <Toaster />
    </UiProvider>,
  );

describe('toaster', () => {
  it('renders nothing until a toast is first asked for', () => {
    const { container } = drawToaster();
    expect(container).toBeEmptyDOMElement();
    expect(document.body).toHaveTextContent('');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  // The first toast of a page waits for the toast code, then for Chakra's group to listen.
  it('shows a toast asked for before its code loaded (the first toast of a page)', async () => {
    drawToaster();
    act(() => {
      toaster.success({ title: 'Load created' });
    });
    expect(await screen.findByText('Load created', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows toasts in the top-end region once it has loaded, with their descriptions', async () => {
    drawToaster();
    act(() => {
      toaster.info({ title: 'Loading the toast region' });
    });
    await screen.findByRole('region', { name: /Notifications, top-end/ });

    act(() => {
      toaster.success({ title: 'Driver assigned' });
      toaster.error({ title: 'Failed to delete message', description: 'Try again later' });
    });

    expect(await screen.findByText('Driver assigned')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete message')).toBeInTheDocument();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
  });

  it('closes each toast after the spec 5000 ms', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    drawToaster();
    await screen.findByRole('region', { name: /Notifications, top-end/ });
    jest.useFakeTimers();
    try {
      act(() => {
        toaster.warning({ title: 'Truck service is due' });
      });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('Truck service is due')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(4800));
      expect(screen.getByText('Truck service is due')).toBeInTheDocument();
      // 5000 ms open, then the exit animation's removal delay.
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.queryByText('Truck service is due')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers an action button that runs once and closes its toast (the Undo of a delete)', async () => {
    drawToaster();
    await screen.findByRole('region', { name: /Notifications, top-end/ });
    const onUndo = jest.fn();
    act(() => {
      toaster.success({ title: 'Load deleted successfully', action: { label: 'Undo', onClick: onUndo } });
    });
    const toast = (await screen.findByText('Load deleted successfully')).closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Load deleted successfully')).not.toBeInTheDocument());
  });

  it('shows a failure once while it is on screen, and again once it has closed', async () => {
    drawToaster();
    await screen.findByRole('region', { name: /Notifications, top-end/ });
    jest.useFakeTimers();
    try {
      act(() => {
        toaster.failure({ title: 'Error loading loads' });
        toaster.failure({ title: 'Error loading loads' });
        toaster.failure({ title: 'Error loading trucks' });
      });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getAllByText('Error loading loads')).toHaveLength(1);
      expect(screen.getAllByText('Error loading trucks')).toHaveLength(1);
      act(() => {
        toaster.failure({ title: 'Error loading loads' });
      });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getAllByText('Error loading loads')).toHaveLength(1);
      // Closed after its 5000 ms: the same failure told again shows again.
      await act(() => jest.advanceTimersByTimeAsync(6000));
      expect(screen.queryByText('Error loading loads')).not.toBeInTheDocument();
      act(() => {
        toaster.failure({ title: 'Error loading loads' });
      });
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getAllByText('Error loading loads')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
