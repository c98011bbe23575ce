/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FullUiProvider, UiProvider } from '@haulboard/shared/ui';
import { LoadsToInclude, type IncludedLoad } from './index';

type Load = IncludedLoad & { fee_cents: number };
const LOADS: Load[] = [
  { id: 7, loadname: 'Steel coils', pickup_location: 'Gary, IN', delivery_location: 'Dallas, TX', delivered_at: '2026-11-20T15:00:00Z', fee_cents: 45_000 },
  { id: 9, loadname: 'Produce', pickup_location: 'Fresno, CA', delivery_location: 'Reno, NV', delivered_at: '2026-11-21T15:00:00Z', fee_cents: 12_550 },
];
const FEE = { header: 'Driver fee', cents: (l: Load) => l.fee_cents };

function Checkable() {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set([7, 9]));
  const chosen = LOADS.filter((l) => selected.has(l.id));
  return (
    <LoadsToInclude<Load>
      loads={LOADS}
      fetching={false}
      failed={false}
      failedText="Could not read the loads"
      caption="Loads to pay"
      emptyText="Nothing to pay"
      amount={FEE}
      total={{ cents: chosen.reduce((s, l) => s + l.fee_cents, 0), count: chosen.length }}
      selection={{ selected, onChange: setSelected, rowLabel: (l) => `Pay load ${l.id}`, allLabel: 'Pay every load' }}
    />
  );
}

const wrap = (ui: React.ReactNode) =>
  render(
    <UiProvider>
      <FullUiProvider>{ui}</FullUiProvider>
    </UiProvider>,
  );

it('lists each load with its route and amount, and the total follows the loads ticked', async () => {
  const user = userEvent.setup();
  wrap(<Checkable />);
  const table = await screen.findByRole('table', { name: 'Loads to pay' });
  const row = within(table).getByRole('row', { name: /Steel coils/ });
  expect(row).toHaveTextContent('Gary, IN → Dallas, TX');
  expect(row).toHaveTextContent('$450.00');
  expect(within(table).getByRole('columnheader', { name: 'Driver fee' })).toBeInTheDocument();
  expect(screen.getByText('Total: $575.50 for 2 loads')).toBeInTheDocument();

  await user.click(within(table).getByRole('checkbox', { name: 'Pay load 9' }));
  expect(screen.getByText('Total: $450.00 for 1 load')).toBeInTheDocument();
});

it('shows the failure as an alert in place of the table, so nothing is offered from it', () => {
  wrap(
    <LoadsToInclude<Load>
      loads={undefined}
      fetching={false}
      failed
      failedText="Could not read the loads"
      caption="Loads to pay"
      emptyText="Nothing to pay"
      amount={FEE}
      total={{ cents: 0, count: 0 }}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Could not read the loads');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
