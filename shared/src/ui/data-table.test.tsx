/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
      <DataTable<Truck> columns={columns} rows={undefined} rowKey={(t) => t.id} caption="All trucks" emptyText="No trucks found" {...props} />
    </UiProvider>,
  );
  await act(async () => undefined);
  return view;
}

const table = () => screen.getByRole('table', { name: 'All trucks' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('marks the rows changed elsewhere and counts them in one polite status line (issue 29)', async () => {
    const rows = [1, 2, 3].map((id) => ({ id, number: `T-${id}`, miles: id }));
    await draw({ rows, freshKeys: new Set([2, 3, 99, null]) });
    expect(bodyRows().map((r) => r.hasAttribute('data-fresh'))).toEqual([false, true, true]);
    expect(screen.getByText('2 rows updated')).toHaveAttribute('aria-live', 'polite');
  });

  it('always shows the column headers', async () => {
    await draw({ rows: [] });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Truck Number', 'Miles']);
  });

  it('shows its loading label while loading, and no rows', async () => {
    await draw({ loading: true, loadingLabel: 'Loading truck data...', rows: [{ id: 1, number: 'T-1', miles: 5 }] });
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading truck data...');
    expect(screen.queryByText('T-1')).not.toBeInTheDocument();
  });

  it('shows the error with the kit’s Try Again that re-runs the load', async () => {
    const onRetry = jest.fn();
    await draw({ error: 'Failed to load trucks', onRetry });
    expect(within(table()).getByText('Failed to load trucks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the error without Try Again when there is nothing to re-run', async () => {
    await draw({ error: 'Failed to load trucks' });
    expect(screen.getByText('Failed to load trucks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
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
    expect(
      bodyRows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['T-100', '12,000'],
      ['T-200', '800'],
    ]);
    expect(screen.queryByText('No trucks found')).not.toBeInTheDocument();
  });

  describe('sortable headers', () => {
    const sortable: Column<Truck>[] = [
      { key: 'number', header: 'Truck Number', cell: (t) => t.number, sortKey: 'number' },
      { key: 'miles', header: 'Miles', cell: (t) => String(t.miles), numeric: true, sortKey: 'miles' },
      { key: 'notes', header: 'Notes', cell: () => 'none' },
    ];
    /** The table with its sort held by the caller, as a list keeps it in its URL. */
    function Sorted({ onSort }: { onSort: (s: string) => void }) {
      const [sort, setSort] = useState('-miles');
      return (
        <DataTable<Truck>
          columns={sortable}
          rows={[{ id: 1, number: 'T-1', miles: 5 }]}
          rowKey={(t) => t.id}
          caption="All trucks"
          emptyText="No trucks found"
          sort={sort}
          onSortChange={(s) => {
            onSort(s);
            setSort(s);
          }}
        />
      );
    }
    const header = (name: string) =>
      within(table())
        .getAllByRole('columnheader')
        .find((h) => h.textContent === name)!;

    it('marks the sorted column with aria-sort and the other sortable ones with none', async () => {
      render(
        <UiProvider>
          <Sorted onSort={() => undefined} />
        </UiProvider>,
      );
      await act(async () => undefined);
      expect(header('Miles')).toHaveAttribute('aria-sort', 'descending');
      expect(header('Truck Number')).toHaveAttribute('aria-sort', 'none');
      expect(header('Notes')).not.toHaveAttribute('aria-sort');
      expect(within(header('Notes')).queryByRole('button')).not.toBeInTheDocument();
    });

    it('sorts ascending on a first click, then flips the direction on each click', async () => {
      const onSort = jest.fn();
      render(
        <UiProvider>
          <Sorted onSort={onSort} />
        </UiProvider>,
      );
      await act(async () => undefined);
      await userEvent.click(screen.getByRole('button', { name: 'Truck Number' }));
      expect(header('Truck Number')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Miles')).toHaveAttribute('aria-sort', 'none');
      await userEvent.click(screen.getByRole('button', { name: 'Truck Number' }));
      expect(header('Truck Number')).toHaveAttribute('aria-sort', 'descending');
      await userEvent.click(screen.getByRole('button', { name: 'Truck Number' }));
      expect(onSort.mock.calls.map((c) => c[0])).toEqual(['number', '-number', 'number']);
    });

    it('sorts from the keyboard: Tab to the header, Enter or Space', async () => {
      const onSort = jest.fn();
      render(
        <UiProvider>
          <Sorted onSort={onSort} />
        </UiProvider>,
      );
      await act(async () => undefined);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Truck Number' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Miles' })).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(onSort.mock.calls.map((c) => c[0])).toEqual(['number', 'miles']);
      expect(header('Miles')).toHaveAttribute('aria-sort', 'ascending');
    });
  });

  describe('row selection and row actions', () => {
    const trucks: Truck[] = [
      { id: 1, number: 'T-1', miles: 5 },
      { id: 2, number: 'T-2', miles: 6 },
      { id: 3, number: 'T-3', miles: 7 },
    ];
    function Selectable({ onOpen, initial = [] }: { onOpen?: (t: Truck) => void; initial?: number[] }) {
      const [selected, setSelected] = useState<Set<string | number>>(new Set(initial));
      return (
        <>
          <output aria-label="Selected">{[...selected].join(',')}</output>
          <DataTable<Truck>
            columns={columns}
            rows={trucks}
            rowKey={(t) => t.id}
            caption="All trucks"
            emptyText="No trucks found"
            selection={{ selected, onChange: setSelected, rowLabel: (t) => `Select truck ${t.number}`, allLabel: 'Select all trucks on this page' }}
            rowActions={(t) => <button onClick={() => onOpen?.(t)}>Open {t.number}</button>}
          />
        </>
      );
    }
    const selected = () => screen.getByRole('status', { name: 'Selected' }).textContent;
    const all = () => screen.getByRole('checkbox', { name: 'Select all trucks on this page' }) as HTMLInputElement;

    it('selects rows one by one with labelled checkboxes', async () => {
      render(
        <UiProvider>
          <Selectable />
        </UiProvider>,
      );
      await act(async () => undefined);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select truck T-2' }));
      expect(selected()).toBe('2');
      expect(all().checked).toBe(false);
      expect(all().indeterminate).toBe(true);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select truck T-2' }));
      expect(selected()).toBe('');
      expect(all().indeterminate).toBe(false);
    });

    it('selects and clears every row of the page from the header checkbox', async () => {
      render(
        <UiProvider>
          <Selectable initial={[3]} />
        </UiProvider>,
      );
      await act(async () => undefined);
      await userEvent.click(all());
      expect(selected()).toBe('3,1,2');
      expect(all().checked).toBe(true);
      expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
      await userEvent.click(all());
      expect(selected()).toBe('');
    });

    it('toggles a row with Space from the keyboard', async () => {
      render(
        <UiProvider>
          <Selectable />
        </UiProvider>,
      );
      await act(async () => undefined);
      screen.getByRole('checkbox', { name: 'Select truck T-1' }).focus();
      await userEvent.keyboard(' ');
      expect(selected()).toBe('1');
    });

    it("draws an Actions column with each row's buttons", async () => {
      const onOpen = jest.fn();
      render(
        <UiProvider>
          <Selectable onOpen={onOpen} />
        </UiProvider>,
      );
      await act(async () => undefined);
      expect(
        within(table())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['', 'Truck Number', 'Miles', 'Actions']);
      await userEvent.click(screen.getByRole('button', { name: 'Open T-3' }));
      expect(onOpen).toHaveBeenCalledWith(trucks[2]);
    });

    it('spans the whole row, checkbox and actions included, with its empty text', async () => {
      await draw({
        rows: [],
        selection: { selected: new Set(), onChange: () => undefined, rowLabel: () => '', allLabel: 'Select all' },
        rowActions: () => null,
      });
      expect(within(table()).getByText('No trucks found').closest('td')).toHaveAttribute('colspan', '4');
      expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).checked).toBe(false);
    });
  });
});

describe('DataTable cards (a phone)', () => {
  const rows = [
    { id: 1, number: 'T-1', miles: 1200 },
    { id: 2, number: 'T-2', miles: 5 },
  ];

  it('draws one card per row: the title as a heading, each other column as a label and value, then the actions', async () => {
    await draw({ rows, cards: { title: (t) => t.number }, rowActions: (t) => <button type="button">{`View ${t.number}`}</button> });
    const cards = within(screen.getByRole('list', { name: 'All trucks' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent('T-1');
    expect(within(cards[0]).getByRole('term')).toHaveTextContent('Miles');
    expect(within(cards[0]).getByRole('definition')).toHaveTextContent('1,200');
    expect(within(cards[1]).getByRole('button', { name: 'View T-2' })).toBeInTheDocument();
    // The table stays, for wider screens (the kit's CSS shows one or the other).
    expect(table().closest('.hb-table')).toHaveAttribute('data-has-cards');
  });

  it("gives each card the row's checkbox when rows are selectable, so a phone picks rows too", async () => {
    const onChange = jest.fn();
    await draw({
      rows,
      cards: { title: (t) => t.number },
      selection: { selected: new Set([1]), onChange, rowLabel: (t) => `Select ${t.number}`, allLabel: 'Select all' },
    });
    const cards = within(screen.getByRole('list', { name: 'All trucks' })).getAllByRole('listitem');
    expect(within(cards[0]).getByRole('checkbox', { name: 'Select T-1' })).toBeChecked();
    expect(within(cards[1]).getByRole('checkbox', { name: 'Select T-2' })).not.toBeChecked();
    expect(cards.map((c) => c.hasAttribute('data-selected'))).toEqual([true, false]);
    await userEvent.click(within(cards[1]).getByRole('checkbox', { name: 'Select T-2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([1, 2]));
    await userEvent.click(within(cards[0]).getByRole('checkbox', { name: 'Select T-1' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set());
  });

  it('marks the cards changed elsewhere, as the rows (issue 29)', async () => {
    await draw({ rows, cards: { title: (t) => t.number }, freshKeys: new Set([2]) });
    const cards = within(screen.getByRole('list', { name: 'All trucks' })).getAllByRole('listitem');
    expect(cards.map((c) => c.hasAttribute('data-fresh'))).toEqual([false, true]);
  });

  it("takes its own lines and heading level; the loading and empty states stay the table's", async () => {
    const { rerender } = await draw({ rows, cards: { title: (t) => t.number, headingLevel: 2, fields: [['Distance', (t) => `${t.miles} mi`]] } });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Distance', 'Distance']);
    rerender(
      <UiProvider>
        <DataTable<Truck>
          columns={columns}
          rows={[]}
          rowKey={(t) => t.id}
          caption="All trucks"
          emptyText="No trucks found"
          cards={{ title: (t) => t.number }}
        />
      </UiProvider>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(within(table()).getByText('No trucks found')).toBeInTheDocument();
    expect(table().closest('.hb-table')).not.toHaveAttribute('data-has-cards');
  });
});

describe('DataTable wide tables: pinned columns and the Columns chooser', () => {
  type Load = { id: number; name: string; broker: string; fuel: number; weight: number };
  const wide: Column<Load>[] = [
    { key: 'id', header: 'Load No', cell: (l) => l.id, pin: true, width: '5rem' },
    { key: 'name', header: 'Load Name', cell: (l) => l.name, pin: true, width: '12rem' },
    { key: 'broker', header: 'Broker', cell: (l) => l.broker, optional: true },
    { key: 'fuel', header: 'Fuel Price', cell: (l) => l.fuel, optional: 'hidden' },
    { key: 'weight', header: 'Weight (lbs)', cell: (l) => l.weight },
  ];
  const rows = [{ id: 7, name: 'Steel coils', broker: 'Acme', fuel: 120, weight: 40000 }];
  const drawWide = async () => {
    render(
      <UiProvider>
        <DataTable<Load>
          columns={wide}
          rows={rows}
          rowKey={(l) => l.id}
          caption="Loads"
          emptyText="No loads found"
          columnsKey="test-loads"
          selection={{ selected: new Set(), onChange: () => undefined, rowLabel: (l) => `Select ${l.name}`, allLabel: 'Select all' }}
          rowActions={(l) => <button type="button">{`View ${l.name}`}</button>}
        />
      </UiProvider>,
    );
    await act(async () => undefined);
  };
  const headers = () =>
    within(screen.getByRole('table', { name: 'Loads' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  beforeEach(() => window.localStorage.clear());

  it('pins the selection and the naming columns at the left, one after another, and the actions at the right', async () => {
    await drawWide();
    const [check, id, name, broker] = within(screen.getByRole('table', { name: 'Loads' })).getAllByRole('columnheader');
    expect(check).toHaveAttribute('data-pin');
    expect(check.style.left).toBe('0px');
    expect(id.style.left).toBe('calc(2.25rem)');
    expect(name.style.left).toBe('calc(7.25rem)');
    expect(name).toHaveAttribute('data-pin-last');
    expect(broker).not.toHaveAttribute('data-pin');
    expect(screen.getByRole('button', { name: 'View Steel coils' }).closest('td')).toHaveAttribute('data-pin-end');
  });

  it('shows the default set; Columns shows and hides the optional ones, and the choice outlives a reload', async () => {
    await drawWide();
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Broker', 'Weight (lbs)', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns (4)' }));
    const panel = screen.getByRole('group', { name: 'Columns of loads' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Fuel Price' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Broker' }));
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Fuel Price', 'Weight (lbs)', 'Actions']);
    // Escape closes the panel and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns of loads' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns (4)' })).toHaveFocus();

    // Another visit in this browser: the same columns.
    document.body.innerHTML = '';
    await drawWide();
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Fuel Price', 'Weight (lbs)', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns (4)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Default columns' }));
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Broker', 'Weight (lbs)', 'Actions']);
  });

  it('takes the defaults when what the browser kept is unreadable', async () => {
    window.localStorage.setItem('haulboard.columns.test-loads', '{not json');
    await drawWide();
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Broker', 'Weight (lbs)', 'Actions']);
  });
});

describe('DataTable focus after a row goes', () => {
  const trucks = [
    { id: 1, number: 'T-1', miles: 1 },
    { id: 2, number: 'T-2', miles: 2 },
    { id: 3, number: 'T-3', miles: 3 },
  ];
  const Table = ({ rows }: { rows: Truck[] }) => (
    <UiProvider>
      <DataTable<Truck>
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        caption="All trucks"
        emptyText="No trucks found"
        rowActions={(t) => <button type="button">{`Delete ${t.number}`}</button>}
      />
    </UiProvider>
  );

  it('puts focus on the row now in its place once the deleted row is gone and focus has fallen to the page', async () => {
    const view = render(<Table rows={trucks} />);
    await act(async () => undefined);
    screen.getByRole('button', { name: 'Delete T-2' }).focus();
    // The confirmation takes focus, the list refetches without T-2, the confirmation closes: focus is nowhere.
    (document.activeElement as HTMLElement).blur();
    view.rerender(<Table rows={[trucks[0], trucks[2]]} />);
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(screen.getByRole('button', { name: 'Delete T-3' })).toHaveFocus();
  });

  it('leaves focus alone when it is somewhere else (the search box, the pagination)', async () => {
    const view = render(
      <>
        <input aria-label="Search" />
        <Table rows={trucks} />
      </>,
    );
    await act(async () => undefined);
    screen.getByRole('button', { name: 'Delete T-3' }).focus();
    screen.getByRole('textbox', { name: 'Search' }).focus();
    view.rerender(
      <>
        <input aria-label="Search" />
        <Table rows={[trucks[0]]} />
      </>,
    );
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
