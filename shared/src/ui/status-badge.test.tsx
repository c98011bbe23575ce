/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { anExpiry } from '../testing/fleet-fixtures';
import { BulkBar, ExpiryBadge, StatusBadge, UiProvider } from './index';

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

describe('ExpiryBadge', () => {
  it("shows a truck's worst state and names the dates in its title; nothing when all is fine", async () => {
    const expiry = anExpiry({ registration: { date: '2026-11-01', state: 'expired' }, insurance: { date: '2026-12-01', state: 'due' } });
    await draw(
      <>
        <ExpiryBadge expiry={expiry} />
        <ExpiryBadge expiry={anExpiry({ insurance: { date: '2026-12-01', state: 'due' } })} />
        <ExpiryBadge expiry={anExpiry({ insurance: { date: '2027-12-01', state: 'ok' } })} />
      </>,
    );
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Expired').parentElement).toHaveAttribute(
      'title',
      'Registration expired on Nov 1, 2026\nInsurance expires on Dec 1, 2026 (in 8 days)',
    );
    expect(screen.getByText('Due soon')).toHaveAttribute('data-tone', 'orange');
    expect(screen.queryByText('OK')).not.toBeInTheDocument();
  });

  it("shows one date's state", async () => {
    await draw(<ExpiryBadge name="next_service" item={{ date: '2026-11-01', state: 'expired' }} asOf="2026-11-23" />);
    expect(screen.getByText('Overdue')).toHaveAttribute('data-tone', 'red');
  });
});
