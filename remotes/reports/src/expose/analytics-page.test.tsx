import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, periodStart, type Load } from '@haulboard/shared/contracts';
import { formatIsoDay, formatPeriodLabel } from '@haulboard/shared/format';
import { aLoad, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import AnalyticsPage from './analytics-page';

/**
 * Ten delivered loads in the week of Mon Nov 16 2026, two a day in id order (each its own fees and
 * broker), and an assigned one on the Sunday.
 */
function seed(): Load[] {
  const delivered = Array.from({ length: 10 }, (_, i) =>
    aLoad({
      id: i + 1,
      loadname: `Delivered ${String(i + 1).padStart(2, '0')}`,
      pickup_date: `2026-11-${16 + Math.floor(i / 2)}`,
      status: 'delivered',
      price: 1000 + i * 100,
      fuel_price: 100,
      toll_price: 10,
      parking_fee: 5,
      insurance_fee: 20,
      driver_fee: 300,
      broker: `Broker ${i + 1}`,
      broker_name: `Broker ${i + 1}`,
      weight_lbs: 18000 + i,
      weight: 18000 + i,
    }),
  );
  return [...delivered, aLoad({ id: 11, loadname: 'Assigned 01', pickup_date: '2026-11-22', status: 'assigned', price: 900 })];
}

/** The screen on the fake backend seeded with the loads; `routes` take a call first. */
const draw = (query = '', routes: RouteOverrides = {}) =>
  renderScreen(<AnalyticsPage />, { route: `/admin/analytics${query}`, data: { loads: seed() }, routes });
/** A load's name in the table (a phone's cards show it again). */
const inTable = async (name: string) => within(await screen.findByRole('table', { name: 'Period loads' })).findByText(name);
const summary = () => screen.queryByRole('table', { name: 'Revenue Summary' });
/** A line of the Revenue Summary: its label, this page's figure, the whole period's. */
const summaryLine = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label} `) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Analytics & Reports', () => {
  it('ends with the Receivables (issue 30), under the charts', async () => {
    draw();
    const region = await screen.findByRole('region', { name: 'Receivables' }, { timeout: 5000 });
    expect(within(region).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('shows the Revenue Summary only on a tab other than All', async () => {
    const user = userEvent.setup();
    const view = draw('?period=weekly&date=2026-11-16');
    expect(await inTable('Delivered 01')).toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();

    for (const tab of ['Delivered Load', 'Assigned Load', 'Unassigned Load']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByRole('heading', { name: 'Revenue Summary' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download Report' })).toBeInTheDocument();
    }
    expect(view.location().search).toContain('status=unassigned');
    expect(await screen.findByText('No loads found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(summary()).not.toBeInTheDocument();
    expect(view.location().search).not.toContain('status=');
  });

  it("sums the page's loads and the whole period's apart, each column saying which it is", async () => {
    draw('?period=weekly&date=2026-11-16&status=delivered');
    await inTable('Delivered 07');
    await screen.findByRole('columnheader', { name: 'This page (7 loads)' });
    expect(await screen.findByRole('columnheader', { name: 'Whole week, Delivered Load (10 loads)' })).toBeInTheDocument();
    // The page: loads 1 to 7, 1,000 + ... + 1,600 = 9,100; costs 435 each. The week: 10 loads, 14,500 and 4,350.
    expect(summaryLine('Total price')).toEqual(['$9,100.00', '$14,500.00']);
    expect(summaryLine('Fuel')).toEqual(['$700.00', '$1,000.00']);
    expect(summaryLine('Driver fees')).toEqual(['$2,100.00', '$3,000.00']);
    expect(summaryLine('Total profit')).toEqual(['$6,055.00', '$10,150.00']);
  });

  it('shows each load with its broker, weight in pounds, price and profit, and opens its detail', async () => {
    const view = draw('?date=2026-11-16');
    const row = (await inTable('Delivered 01')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Broker 1', '18,000 lbs', '$1,000.00', '$565.00']));
    await userEvent.setup().click(within(row).getByRole('link', { name: 'Delivered 01' }));
    expect(view.location().pathname + view.location().search).toBe('/admin/loads/success?id=1');
    expect((view.location().state as { load: Load }).load.id).toBe(1);
  });

  it('moves the period by 1 day, 7 days or a month per arrow, and says which it shows', async () => {
    const user = userEvent.setup();
    // A day far from today: today's date is the default and would leave the URL.
    const view = draw('?date=2020-03-09');
    const label = screen.getByTestId('period-label');
    expect(label).toHaveTextContent('Mon, Mar 9, 2020');
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(label).toHaveTextContent('Tue, Mar 10, 2020');
    expect(view.location().search).toContain('date=2020-03-10');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'Weekly');
    expect(label).toHaveTextContent('Mon, Mar 9 – Sun, Mar 15, 2020');
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(label).toHaveTextContent('Mon, Mar 2 – Sun, Mar 8, 2020');
    expect(view.location().search).toContain('date=2020-03-02');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Monthly');
    expect(label).toHaveTextContent('March 2020');
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(label).toHaveTextContent('April 2020');
    expect(view.location().search).toContain('date=2020-04-01');
    // The table asks for the month's pickups.
    await waitFor(() => expect(view.server.to('GET', '/api/list-loads/').at(-1)?.query.get('pickup_to')).toBe('2020-04-30'));
  });

  it("draws a day's week in the days chart, the day marked, asking for the week once while the days move inside it", async () => {
    const user = userEvent.setup();
    const view = draw('?date=2026-11-18');
    // Wednesday the 18th: loads 5 and 6, 1,400 + 1,500, costs 435 each.
    expect(
      await screen.findByRole('img', {
        name: /^Revenue, costs and profit per day, Nov 16, 2026 to Nov 22, 2026, the week of Wed, Nov 18, 2026: that day 2 loads, revenue \$2,900\.00, costs \$870\.00, profit \$2,030\.00;/,
      }),
    ).toBeInTheDocument();
    const weekAsked = () => view.server.to('GET', '/api/analytics/').filter((r) => r.query.get('period') === 'weekly');
    expect(weekAsked().map((r) => r.query.get('pickup_date'))).toEqual(['2026-11-16']);

    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByRole('img', { name: /the week of Thu, Nov 19, 2026: that day 2 loads, revenue \$3,300\.00/ })).toBeInTheDocument();
    expect(weekAsked()).toHaveLength(1);
    // The status chart stays the day's own.
    expect(screen.getByRole('img', { name: 'Loads by status: 2 delivered, 0 assigned, 0 unassigned.' })).toBeInTheDocument();
  });

  it('goes back to the period holding today with Today, which is off while it is shown', async () => {
    const user = userEvent.setup();
    const view = draw('?period=weekly&date=2020-01-08');
    expect(screen.getByTestId('period-label')).toHaveTextContent('Mon, Jan 6 – Sun, Jan 12, 2020');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const monday = periodStart(formatIsoDay(new Date()), 'weekly');
    // The URL leaves today's date out (the default), so compare the period it names.
    expect(view.location().search).not.toContain('2020');
    expect(screen.getByTestId('period-label')).toHaveTextContent(formatPeriodLabel(monday, 'weekly'));
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('downloads the report of the period, tab and search shown as load-report-{period start}.pdf', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: (a: { status: number; body: Blob }) => void = () => {};
    const view = draw('?period=weekly&date=2026-11-18&status=delivered&search=deliv', {
      [`POST ${ApiPaths.generateLoadReport}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(await screen.findByRole('button', { name: /Downloading/ })).toBeDisabled();
    answer({ status: 200, body: new Blob(['%PDF-1.4']) });
    await waitFor(() => expect(saved).toEqual(['load-report-2026-11-16.pdf']));
    expect(view.server.to('POST', '/api/generate-load-report/')[0].body).toEqual({
      pickup_date: '2026-11-16',
      period: 'weekly',
      status: 'delivered',
      search: 'deliv',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it("says 'Failed to download PDF report. Please try again.' when the report fails, until dismissed", async () => {
    const user = userEvent.setup();
    draw('?date=2026-11-16&status=assigned', { [`POST ${ApiPaths.generateLoadReport}`]: () => ({ status: 500, body: { detail: 'boom' } }) });
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to download PDF report\. Please try again\.$/);
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the load list's failure text with Try Again, which asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    draw('?date=2026-11-16', { [`GET ${ApiPaths.listLoads}`]: (_req, next) => (fail ? { status: 500, body: { detail: 'down' } } : next()) });
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await inTable('Delivered 01')).toBeInTheDocument();
  });

  it('pages past 7 loads only, and a tab change goes back to page 1', async () => {
    const user = userEvent.setup();
    const view = draw('?period=weekly&date=2026-11-16');
    await inTable('Delivered 07');
    await user.click(screen.getByRole('button', { name: /page 2$/i }));
    expect(await inTable('Delivered 08')).toBeInTheDocument();
    expect(view.location().search).toContain('page=2');
    await user.click(screen.getByRole('tab', { name: 'Delivered Load' }));
    expect(view.location().search).not.toContain('page=');
    await user.click(screen.getByRole('tab', { name: 'Assigned Load' }));
    expect(await inTable('Assigned 01')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
