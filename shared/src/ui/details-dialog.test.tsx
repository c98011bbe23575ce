/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DetailFields, DetailsDialog, UiProvider } from './index';

function draw(open: boolean) {
  const onClose = jest.fn();
  const onEdit = jest.fn();
  render(
    <UiProvider>
      <DetailsDialog open={open} title="Truck Details" onClose={onClose} actions={<Button onClick={onEdit}>Edit</Button>}>
        <DetailFields
          fields={[
            ['Truck Number', 'TRK-101'],
            ['Notes', null],
          ]}
        />
      </DetailsDialog>
    </UiProvider>,
  );
  return { onClose, onEdit };
}

describe('DetailsDialog', () => {
  it('renders nothing while closed', () => {
    draw(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, each label with its value, N/A for an empty one, and Edit beside Close', async () => {
    const { onEdit, onClose } = draw(true);
    const dialog = await screen.findByRole('dialog', { name: 'Truck Details' });
    expect(screen.getByText('Truck Number').nextSibling).toHaveTextContent('TRK-101');
    expect(screen.getByText('Notes').nextSibling).toHaveTextContent('N/A');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(onClose).toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('Escape closes it: a details view holds nothing to lose', async () => {
    const { onClose } = draw(true);
    await screen.findByRole('dialog', { name: 'Truck Details' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
