import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDriver, aLoad, aSettlement, fixClockAt, renderScreen, type FakeData } from '@haulboard/shared/testing';
import DriverProfilePage from './driver-profile-page';

// A driver's Settlements section (issue 30) on their profile: their settlements, New settlement.
const LOGIN = '+1 555 0101';
const route = `/admin/drivers/profile?${new URLSearchParams({ email: LOGIN })}`;
const dana = aDriver({ id: 7, email: LOGIN });
const other = aDriver({ id: 8, first_name: 'Lee', last_name: 'Park', email: 'lee@fleet.example' });

/** A load Dana delivered on `day` with `fee` (dollars, as loads carry it). */
const delivered = (id: number, day: string, fee: number | null) =>
  aLoad({
    id,
    loadname: `Load ${id}`,
    status: 'delivered',
    delivered_at: `${day}T15:00:00.000Z`,
    driver_fee: fee,
    assigned_driver: { id: 7, name: 'Dana Miles', email: LOGIN, vehicle_plate_no: null },
  });

const seed = (): FakeData => ({
  now: NOW,
  drivers: [dana, other],
  loads: [delivered(501, '2026-10-03', 0.1), delivered(502, '2026-10-20', 0.2), delivered(503, '2026-10-31', null), delivered(504, '2026-11-02', 99)],
  settlements: [
    aSettlement({ id: 3, period_from: '2026-09-01', period_to: '2026-09-30', status: 'settled', paid_on: '2026-10-02', version: 2 }),
    aSettlement({ id: 4, driver: { id: 8, name: 'Lee Park' } }),
  ],
});
// Only the clock is fixed (Thursday 26 November 2026, noon local), so "last month" is October: timers stay real.
const NOW = new Date(2026, 10, 26, 12, 0);
fixClockAt(NOW);

const section = () => screen.findByRole('region', { name: 'Settlements' });
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];

describe("A driver's settlements", () => {
  it('lists only their settlements, without a Driver column', async () => {
    const view = renderScreen(<DriverProfilePage />, { route, data: seed() });
    const list = await within(await section()).findByRole('table', { name: 'Settlements' });
    await within(list).findByText('Sep 1, 2026 – Sep 30, 2026');
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    expect(within(list).queryByRole('columnheader', { name: 'Driver' })).toBeNull();
    expect(view.server.to('GET', '/api/settlements/')[0].query.get('driver')).toBe('7');
  });

  it('creates one for last month: a preview of the loads delivered then that no settlement holds, their fees and the exact total', async () => {
    const view = renderScreen(<DriverProfilePage />, { route, data: seed() });
    await userEvent.click(within(await section()).getByRole('button', { name: 'New settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New settlement for Dana Miles' });
    // Last month: October 2026.
    expect(within(dialog).getByLabelText(/From/)).toHaveValue('2026-10-01');
    expect(within(dialog).getByLabelText(/To/)).toHaveValue('2026-10-31');
    const loads = await within(dialog).findByRole('table', { name: 'Loads to settle' });
    await within(loads).findByText('Load 501');
    expect(within(loads).getAllByRole('row')).toHaveLength(4);
    // 10 + 20 + 0 cents: a float would say 0.30000000000000004.
    expect(within(dialog).getByTestId('settlement-preview-total')).toHaveTextContent('Total: $0.30 for 3 loads');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create settlement' }));
    expect(await toast('Settlement created')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/settlements/')[0].body).toEqual({
      driver: 7,
      period_from: '2026-10-01',
      period_to: '2026-10-31',
      load_ids: [501, 502, 503],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(await section()).getByRole('table', { name: 'Settlements' });
    expect(await within(list).findByText('Oct 1, 2026 – Oct 31, 2026')).toBeInTheDocument();
    expect(within(list).getByText('$0.30')).toBeInTheDocument();
  });

  it('says why a period cannot be settled, and when nothing is left to settle in it', async () => {
    renderScreen(<DriverProfilePage />, { route, data: seed() });
    await userEvent.click(within(await section()).getByRole('button', { name: 'New settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New settlement for Dana Miles' });
    const from = within(dialog).getByLabelText(/From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-05');
    expect(await within(dialog).findByText('The period cannot end before it starts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create settlement' })).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    const to = within(dialog).getByLabelText(/To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-30');
    expect(await within(dialog).findByText('No delivered loads left to settle in this period')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create settlement' })).toBeDisabled();
  });
});
