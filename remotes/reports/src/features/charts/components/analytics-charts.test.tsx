import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAnalytics } from '@haulboard/shared/api/admin';
import type { Load } from '@haulboard/shared/contracts';
import { aLoad, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { AnalyticsCharts } from './analytics-charts';

const FROM = '2026-11-01';
const NO_FEES = { price: null, fuel_price: null, toll_price: null, parking_fee: null, insurance_fee: null, driver_fee: null };

/**
 * November 2026's loads: two delivered on the 3rd (one broker), one assigned on the 16th (another,
 * at a loss), and four unassigned without a price or a broker late in the month.
 */
function novemberLoads(): Load[] {
  const acme = '=Acme, "Freight"';
  return [
    aLoad({
      id: 1,
      pickup_date: '2026-11-03',
      status: 'delivered',
      ...NO_FEES,
      price: 1500,
      fuel_price: 300,
      toll_price: 100,
      parking_fee: 50.5,
      broker: acme,
    }),
    aLoad({
      id: 2,
      pickup_date: '2026-11-03',
      status: 'delivered',
      ...NO_FEES,
      price: 1000,
      fuel_price: 200,
      toll_price: 50,
      parking_fee: 50,
      driver_fee: 150,
      broker: acme,
    }),
    aLoad({
      id: 3,
      pickup_date: '2026-11-16',
      status: 'assigned',
      price: 800,
      fuel_price: 500,
      toll_price: 50,
      parking_fee: 50,
      insurance_fee: 200,
      driver_fee: 150,
      broker: 'Beta Logistics',
    }),
    ...[20, 21, 22, 23].map((day, i) => aLoad({ id: 4 + i, pickup_date: `2026-11-${day}`, status: 'unassigned', ...NO_FEES, broker: null })),
  ];
}

/** The charts fed as the screen feeds them: GET analytics/ through the kit's API function. */
function Screen() {
  const query = useQuery({ queryKey: ['analytics-test'], queryFn: ({ signal }) => getAnalytics({ pickup_date: FROM, period: 'monthly' }, signal) });
  return <AnalyticsCharts figures={query.data} isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
}

/** The charts on the fake backend seeded with `loads`; `routes` take a call first. */
const draw = (loads = novemberLoads(), routes: RouteOverrides = {}) => renderScreen(<Screen />, { data: { loads }, routes });
const card = (title: string) => screen.getByRole('region', { name: title });

describe('AnalyticsCharts', () => {
  it('draws the three charts, each an image whose label sums up its figures', async () => {
    draw();
    const revenue = await screen.findByRole('img', { name: /^Revenue, costs and profit per day, Nov 1, 2026 to Nov 30, 2026/ });
    expect(revenue).toHaveAccessibleName(
      'Revenue, costs and profit per day, Nov 1, 2026 to Nov 30, 2026: revenue $3,300.00, costs $1,850.50, profit $1,449.50; highest revenue $2,500.00 on Nov 3, 2026.',
    );
    expect(screen.getByRole('img', { name: 'Loads by status: 2 delivered, 1 assigned, 4 unassigned.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Top 2 brokers by revenue: =Acme, "Freight" $2,500.00, Beta Logistics $800.00.' })).toBeInTheDocument();
    // Value labels: the status counts and the brokers' revenue are written on the bars.
    expect(within(card('Top brokers by revenue')).getByText('$2,500.00')).toBeInTheDocument();
  });

  it("shows a chart's figures as a table with a caption and headers", async () => {
    draw();
    await screen.findAllByRole('img');
    const revenue = card('Revenue, costs and profit per day');
    await userEvent.click(within(revenue).getByRole('button', { name: 'Table' }));
    expect(within(revenue).queryByRole('img')).not.toBeInTheDocument();
    const table = within(revenue).getByRole('table', { name: 'Revenue, costs and profit per day, Nov 1, 2026 to Nov 30, 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Loads', 'Revenue', 'Costs', 'Profit']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '$2,500.00', '$900.50', '$1,599.50']);
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Nov 3, 2026');
    expect(
      within(rows[15])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '$800.00', '$950.00', '-$150.00']);
    // The other charts keep their own view.
    expect(within(card('Loads by status')).getByRole('img')).toBeInTheDocument();
    await userEvent.click(within(revenue).getByRole('button', { name: 'Chart' }));
    expect(within(revenue).getByRole('img')).toBeInTheDocument();
  });

  it('reaches the toggle with the keyboard and says which view is on', async () => {
    draw();
    await screen.findAllByRole('img');
    const statuses = card('Loads by status');
    const tableButton = within(statuses).getByRole('button', { name: 'Table' });
    expect(tableButton).toHaveAttribute('aria-pressed', 'false');
    while (document.activeElement !== tableButton) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    const table = within(statuses).getByRole('table', { name: 'Loads by status, Nov 1, 2026 to Nov 30, 2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StatusLoads', 'Delivered2', 'Assigned1', 'Unassigned4']);
  });

  describe('Download CSV', () => {
    let saved: Array<{ name: string; blob: Blob }>;
    let click: jest.SpyInstance;
    beforeEach(() => {
      saved = [];
      let blob: Blob;
      Object.assign(URL, { createObjectURL: jest.fn((b: Blob) => ((blob = b), 'blob:chart')), revokeObjectURL: jest.fn() });
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob });
      });
    });
    afterEach(() => click.mockRestore());
    const text = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });

    it("saves a chart's figures, money with two decimals, named after the chart and the period", async () => {
      draw();
      await screen.findAllByRole('img');
      await userEvent.click(within(card('Revenue, costs and profit per day')).getByRole('button', { name: /Download CSV/ }));
      expect(saved.map((s) => s.name)).toEqual(['revenue-by-day-2026-11-01.csv']);
      const lines = (await text(saved[0].blob)).split('\r\n');
      expect(lines[0]).toBe('Date,Loads,Revenue,Costs,Profit');
      expect(lines).toHaveLength(32); // the header, 30 days, the last line's CRLF
      expect(lines[1]).toBe('2026-11-01,0,0.00,0.00,0.00');
      expect(lines[3]).toBe('2026-11-03,2,2500.00,900.50,1599.50');
      expect(lines[16]).toBe('2026-11-16,1,800.00,950.00,-150.00');
    });

    it('quotes a broker whose name a spreadsheet would run as a formula', async () => {
      draw();
      await screen.findAllByRole('img');
      await userEvent.click(within(card('Top brokers by revenue')).getByRole('button', { name: /Download CSV/ }));
      expect(saved.map((s) => s.name)).toEqual(['top-brokers-2026-11-01.csv']);
      expect(await text(saved[0].blob)).toBe('Broker,Loads,Revenue,Profit\r\n"\'=Acme, ""Freight""",2,2500.00,1599.50\r\nBeta Logistics,1,800.00,-150.00\r\n');
    });
  });

  it("says 'No loads in this period' in place of each chart when the period has none", async () => {
    draw([]);
    await waitFor(() => expect(screen.getAllByText('No loads in this period')).toHaveLength(3));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it("holds the charts' places while the figures load, and offers Try Again when they fail", async () => {
    let fail = true;
    draw(novemberLoads(), { 'GET analytics/': (_req, next) => (fail ? { status: 500, body: { detail: 'down' } } : next()) });
    expect(screen.getByRole('status', { name: 'Loading charts' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the charts');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('img', { name: /^Loads by status/ })).toBeInTheDocument();
  });
});
