/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { BulkBar, StatusBadge, UiProvider } from './index';

async function draw(ui: React.ReactNode) {
  const view = render(<UiProvider>{ui}</UiProvider>);
  await act(async () => undefined);
  return view;
}

describe('StatusBadge', () => {
  it('writes the status capitalised, in its colour', async () => {
    await draw(
      <>
        <StatusBadge status="unassigned" />
        <StatusBadge status="delivered" />
        <StatusBadge status="Unpaid" />
        <StatusBadge status="on_hold" label="On hold" />
      </>,
    );
    expect(screen.getByText('Unassigned')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('Delivered')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Unpaid')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('On hold')).toHaveAttribute('data-tone', 'gray');
  });
});

describe('BulkBar', () => {
  it('is hidden while nothing is selected', async () => {
    await draw(
      <BulkBar count={0} noun={['load', 'loads']} onClear={() => undefined}>
        <button>Mark Paid</button>
      </BulkBar>,
    );
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('says how many are selected, with the actions and Clear selection', async () => {
    const onClear = jest.fn();
    const { rerender } = await draw(
      <BulkBar count={1} noun={['load', 'loads']} onClear={onClear}>
        <button>Mark Paid</button>
      </BulkBar>,
    );
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 load selected');
    rerender(
      <UiProvider>
        <BulkBar count={3} noun={['load', 'loads']} onClear={onClear}>
          <button>Mark Paid</button>
        </BulkBar>
      </UiProvider>,
    );
    expect(screen.getByRole('toolbar')).toHaveTextContent('3 loads selected');
    screen.getByRole('button', { name: 'Clear selection' }).click();
    expect(onClear).toHaveBeenCalled();
  });
});
