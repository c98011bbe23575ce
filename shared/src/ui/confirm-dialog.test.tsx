/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, UiProvider } from './index';

function draw(open: boolean, extra: { busy?: boolean; busyLabel?: string; confirmLabel?: string } = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <UiProvider>
      <ConfirmDialog open={open} title="Confirm Delete" onConfirm={onConfirm} onClose={onClose} {...extra}>
        Are you sure you want to delete the load &quot;Steel coils&quot;? This action cannot be undone.
      </ConfirmDialog>
    </UiProvider>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    draw(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirm Delete')).not.toBeInTheDocument();
  });

  it('when open shows its title and text', async () => {
    draw(true);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the load "Steel coils"? This action cannot be undone.');
  });

  it('Cancel closes without confirming', async () => {
    const { onConfirm, onClose } = draw(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the confirm button (Delete by default) confirms', async () => {
    const { onConfirm, onClose } = draw(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the confirm button as asked, and disables Cancel while busy', async () => {
    draw(true, { confirmLabel: 'Remove', busy: true });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says what it is doing while busy, when given a busy label', async () => {
    draw(true, { busy: true, busyLabel: 'Deleting...' });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('stays open when focus lands outside it (a closing dialog handing focus back to its trigger)', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { onClose } = draw(true);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement));
    act(() => outside.focus());
    // The layer reacts to focus outside on a later task: let that task run.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(onClose).not.toHaveBeenCalled();
    outside.remove();
  });
});
