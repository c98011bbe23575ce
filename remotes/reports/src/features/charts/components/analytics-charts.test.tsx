import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAnalytics } from '@haulboard/shared/api/admin';
import type { Load } from '@haulboard/shared/contracts';
import { aLoad, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { dayWeekQueryOf } from '../../../lib/analytics-params';
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
/** A saved file's text (jsdom's Blob has no text()). */
const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

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

/**
 * The week of Mon Nov 16 2026: one load on the Monday, two on Wednesday the 18th, one on the
 * Friday at a loss; the weekend empty.
 */
const weekLoads = (): Load[] => [
  aLoad({ id: 1, pickup_date: '2026-11-16', ...NO_FEES, price: 1500, fuel_price: 500 }),
  aLoad({ id: 2, pickup_date: '2026-11-18', ...NO_FEES, price: 2000, fuel_price: 700 }),
  aLoad({ id: 3, pickup_date: '2026-11-18', ...NO_FEES, price: 1000, fuel_price: 300 }),
  aLoad({ id: 4, pickup_date: '2026-11-20', ...NO_FEES, price: 900, fuel_price: 1000 }),
];

/** The Daily period's charts fed as the screen feeds them: the day's figures and its week's. */
function DayScreen({ day }: { day: string }) {
  const query = { pickup_date: day, period: 'daily' } as const;
  const figures = useQuery({ queryKey: ['analytics-day'], queryFn: ({ signal }) => getAnalytics(query, signal) });
  const week = useQuery({ queryKey: ['analytics-week'], queryFn: ({ signal }) => getAnalytics(dayWeekQueryOf(query)!, signal) });
  const retry = () => void Promise.all([figures.refetch(), week.refetch()]);
  return (
    <AnalyticsCharts
      figures={figures.data}
      week={week.data}
      isLoading={figures.isPending || week.isPending}
      error={figures.error ?? week.error}
      onRetry={retry}
    />
  );
}

const drawDay = (day: string, loads = weekLoads(), routes: RouteOverrides = {}) => renderScreen(<DayScreen day={day} />, { data: { loads }, routes });
const WEEK = 'Nov 16, 2026 to Nov 22, 2026';

describe('AnalyticsCharts, the Daily period', () => {
  /** The charts drawn `px` wide (jsdom lays nothing out). */
  const atWidth = (px: number) => jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);
  afterEach(() => jest.restoreAllMocks());
  /** The innermost element reading `text` whole, though its parts be styled apart ('Revenue' over '$3,000.00'). */
  const wholeText = (text: string) => (_: string, el: Element | null) =>
    el?.textContent === text && !Array.from(el.children).some((child) => child.textContent === text);
  const DAY_FIGURES = ['Wed, Nov 18, 2026', '2 loads', 'Revenue $3,000.00', 'Costs $1,000.00', 'Profit $2,000.00'];

  it("draws the day's week, Monday to Sunday, with the day's figures written over it and its column marked", async () => {
    atWidth(1000);
    drawDay('2026-11-18');
    const revenue = await screen.findByRole('img', { name: /^Revenue, costs and profit per day/ });
    expect(revenue).toHaveAccessibleName(
      `Revenue, costs and profit per day, ${WEEK}, the week of Wed, Nov 18, 2026: that day 2 loads, revenue $3,000.00, costs $1,000.00, profit $2,000.00; the week revenue $5,400.00, costs $2,500.00, profit $2,900.00; highest revenue $3,000.00 on Nov 18, 2026.`,
    );
    const chart = within(revenue);
    // One line over the plot on a laptop: the day, its loads, its money.
    for (const text of DAY_FIGURES) expect(chart.getByText(text)).toBeInTheDocument();
    // The axis names the week's seven days; the shade sits on the day shown, whose name is bold.
    expect(chart.getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/).map((t) => t.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(chart.getByText('Nov 18')).toHaveStyle({ fontWeight: 700 });
    expect(chart.getByText('Nov 17')).not.toHaveStyle({ fontWeight: 700 });
    // The drawing is aria-hidden: its shade is read from the SVG.
    expect(revenue.querySelector('[data-marked-day]')).toHaveAttribute('data-marked-day', '2026-11-18');
    // The other charts are the day's alone.
    expect(screen.getByRole('img', { name: 'Loads by status: 0 delivered, 0 assigned, 2 unassigned.' })).toBeInTheDocument();
  });

  it("writes the day's figures in columns on a phone, and still names every day of the week", async () => {
    atWidth(324); // a 390 px phone's card
    drawDay('2026-11-18');
    const chart = within(await screen.findByRole('img', { name: /^Revenue, costs and profit per day/ }));
    for (const text of DAY_FIGURES) expect(chart.getByText(wholeText(text))).toBeInTheDocument();
    // Each value on a line of its own, under its name.
    expect(chart.getByText('$3,000.00')).toBeInTheDocument();
    expect(chart.getAllByText(/^Nov \d+$/).map((t) => t.textContent)).toEqual([16, 17, 18, 19, 20, 21, 22].map((d) => `Nov ${d}`));
  });

  it('lists the week in the table view, the day shown as the current date, and saves the week as CSV', async () => {
    let csv: Blob | undefined;
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((b: Blob) => ((csv = b), 'blob:chart')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    drawDay('2026-11-18');
    await screen.findByRole('img', { name: /^Revenue, costs and profit per day/ });
    const revenue = card('Revenue, costs and profit per day');
    await userEvent.click(within(revenue).getByRole('button', { name: 'Table' }));
    const table = within(revenue).getByRole('table', { name: `Revenue, costs and profit per day, ${WEEK}, the week of Wed, Nov 18, 2026` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([16, 17, 18, 19, 20, 21, 22].map((d) => `Nov ${d}, 2026`));
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'date')).toEqual([rows[2]]);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '$3,000.00', '$1,000.00', '$2,000.00']);
    expect(
      within(rows[4])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '$900.00', '$1,000.00', '-$100.00']);

    await userEvent.click(within(revenue).getByRole('button', { name: /Download CSV/ }));
    // The week's figures, named after its Monday: the Weekly period's file.
    expect(names).toEqual(['revenue-by-day-2026-11-16.csv']);
    expect(await text(csv!)).toMatch(/^Date,Loads,Revenue,Costs,Profit\r\n2026-11-16,1,1500.00,500.00,1000.00\r\n/);
    click.mockRestore();
  });

  it('still draws the week on a day without loads, the day at zero, while the day-only charts say it has none', async () => {
    drawDay('2026-11-21');
    const revenue = await screen.findByRole('img', { name: /^Revenue, costs and profit per day/ });
    expect(revenue).toHaveAccessibleName(expect.stringContaining('the week of Sat, Nov 21, 2026: that day 0 loads, revenue $0.00, costs $0.00, profit $0.00;'));
    expect(within(revenue).getByText('0 loads')).toBeInTheDocument();
    expect(within(card('Loads by status')).getByText('No loads in this period')).toBeInTheDocument();
    expect(within(card('Top brokers by revenue')).getByText('No loads in this period')).toBeInTheDocument();
  });

  it("says 'No loads in this period' in place of each chart when the day's whole week has none", async () => {
    drawDay('2026-11-25');
    await waitFor(() => expect(screen.getAllByText('No loads in this period')).toHaveLength(3));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("holds the charts' places while the week loads, and offers Try Again when it fails", async () => {
    let fail = true;
    drawDay('2026-11-18', weekLoads(), {
      'GET analytics/': (req, next) => (fail && req.query.get('period') === 'weekly' ? { status: 500, body: { detail: 'down' } } : next()),
    });
    expect(screen.getByRole('status', { name: 'Loading charts' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the charts');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('img', { name: /the week of Wed, Nov 18, 2026/ })).toBeInTheDocument();
  });
});
