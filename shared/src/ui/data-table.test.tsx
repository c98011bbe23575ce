/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, UiProvider, type Column } from './index';

type Truck = { id: number; number: string; miles: number };
const columns: Column<Truck>[] = [
  { key: 'number', header: 'Truck Number', cell: (t) => t.number },
  { key: 'miles', header: 'Miles', cell: (t) => t.miles.toLocaleString('en-US'), numeric: true },
];

/** Draws the table and lets its code (loaded on first use) arrive. */
async function draw(props: Partial<Parameters<typeof DataTable<Truck>>[0]>) {
  const view = render(
    <UiProvider>
      <DataTable<Truck>
        columns={columns}
        rows={undefined}
        rowKey={(t) => t.id}
        caption="All trucks"
        emptyText="No trucks found"
        {...props}
      />
    </UiProvider>,
  );
  await act(async () => undefined);
  return view;
}

const table = () => screen.getByRole('table', { name: 'All trucks' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('always shows the column headers', async () => {
    await draw({ rows: [] });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Truck Number', 'Miles']);
  });

  it('shows its loading label while loading, and no rows', async () => {
    await draw({ loading: true, loadingLabel: 'Loading truck data...', rows: [{ id: 1, number: 'T-1', miles: 5 }] });
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading truck data...');
    expect(screen.queryByText('T-1')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry that re-runs the load', async () => {
    const onRetry = jest.fn();
    await draw({ error: 'Failed to load trucks', onRetry });
    expect(within(table()).getByText('Failed to load trucks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the error without Retry when there is nothing to re-run', async () => {
    await draw({ error: 'Failed to load trucks' });
    expect(screen.getByText('Failed to load trucks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', async () => {
    await draw({ rows: [] });
    expect(screen.getByText('No trucks found')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('draws one row per item, one cell per column', async () => {
    await draw({
      rows: [
        { id: 1, number: 'T-100', miles: 12000 },
        { id: 2, number: 'T-200', miles: 800 },
      ],
    });
    expect(bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['T-100', '12,000'],
      ['T-200', '800'],
    ]);
    expect(screen.queryByText('No trucks found')).not.toBeInTheDocument();
  });
});
