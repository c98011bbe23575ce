import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aTruck, openCombobox, renderScreen, typeInto, type FakeData } from '@haulboard/shared/testing';
import { aDriver } from '../../lib/load-fixture';
import { DriverPicker, type PickedDriver } from './driver-picker';
import { asOfParam } from './truck-expiry';

/**
 * Monday, Nov 23 2026. Dana drives TRK-12, registered until Nov 3, 2026 (expired from Nov 4 on,
 * due in the 30 days before); Eli drives TRK-30, insured until June 2027; Fay has no truck. The
 * backend judges each truck on the day asked for.
 */
const seed = (): FakeData => ({
  now: new Date(2026, 10, 23, 12, 0),
  drivers: [aDriver(7, 'Dana', 'Miles'), aDriver(8, 'Eli', 'Stone'), aDriver(9, 'Fay', 'Lane')],
  trucks: [
    aTruck({ id: 1, truck_number: 'TRK-12', registration_expiration_date: '2026-11-03', drivers: [{ id: 7, name: 'Dana Miles' }] }),
    aTruck({ id: 2, truck_number: 'TRK-30', vin_number: 'VIN-30', insurance_expiration_date: '2027-06-01', drivers: [{ id: 8, name: 'Eli Stone' }] }),
  ],
});
const draw = (pickupDate?: string) => renderScreen(<Picker pickupDate={pickupDate} />, { data: seed() });

function Picker({ pickupDate }: { pickupDate?: string }) {
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  return <DriverPicker label="Driver" value={driver} onChange={setDriver} pickupDate={pickupDate} />;
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('DriverPicker: trucks judged on the pickup date', () => {
  it('sends the pickup date as as_of and marks the driver whose registration has expired by then', async () => {
    const user = userEvent.setup();
    const view = draw('2026-12-01');
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    const dana = await screen.findByRole('option', { name: /Dana Miles/ });
    expect(await within(dana).findByText('Registration expired')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Eli Stone/ })).queryByText(/expired|due/)).not.toBeInTheDocument();
    expect(view.server.to('GET', '/api/users/drivers/')[0].query.get('as_of')).toBe('2026-12-01');
  });

  it('warns, as an alert, once that driver is chosen; the choice stands', async () => {
    const user = userEvent.setup();
    draw('2026-12-01');
    await choose(user, /Dana Miles/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Truck TRK-12: Registration expired on Nov 3, 2026');
    expect(alert).toHaveTextContent('As of the pickup date, Dec 1, 2026.');
    expect(screen.getByRole('group', { name: 'Chosen driver' })).toHaveTextContent('Dana Miles');
  });

  it('does not warn for a driver whose truck is fine, nor for one without a truck', async () => {
    const user = userEvent.setup();
    const view = draw('2026-12-01');
    await choose(user, /Eli Stone/);
    await waitFor(() => expect(view.server.to('GET', '/api/users/drivers/').some((r) => r.query.get('email') === 'eli@example.com')).toBe(true));
    expect(screen.getByRole('group', { name: 'Chosen driver' })).toHaveTextContent('Eli Stone');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await choose(user, /Fay Lane/);
    expect(screen.getByRole('group', { name: 'Chosen driver' })).toHaveTextContent('Fay Lane');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows a pickup date changed after the choice: the same truck is fine on an earlier day', async () => {
    const user = userEvent.setup();
    const view = draw('2026-12-01');
    await choose(user, /Dana Miles/);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    view.rerender(<Picker pickupDate="2026-09-01" />);
    expect(screen.getByRole('group', { name: 'Chosen driver' })).toHaveTextContent('Dana Miles');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(view.server.to('GET', '/api/users/drivers/').some((r) => r.query.get('email') === 'dana@example.com' && r.query.get('as_of') === '2026-09-01')).toBe(
      true,
    );
  });

  it('a date due within 30 days of the pickup is a quiet note, not an alert', async () => {
    const user = userEvent.setup();
    draw('2026-10-20');
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    expect(await within(await screen.findByRole('option', { name: /Dana Miles/ })).findByText('Registration due soon')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Dana Miles/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Truck TRK-12: Registration expires on Nov 3, 2026 (in 14 days). As of the pickup date, Oct 20, 2026.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a pickup date asks for today (no as_of) and says so', async () => {
    const user = userEvent.setup();
    const view = draw();
    await choose(user, /Dana Miles/);
    expect(await screen.findByRole('alert')).toHaveTextContent('As of today.');
    expect(view.server.to('GET', '/api/users/drivers/').every((r) => !r.query.has('as_of'))).toBe(true);
  });
});

describe('DriverPicker: one of many drivers', () => {
  /** 45 drivers, Driver00 to Driver44, searched and paged like the server. */
  const many = Array.from({ length: 45 }, (_, i) => aDriver(100 + i, `Driver${String(i).padStart(2, '0')}`, 'Many'));

  it('lists the first 20 matches and says how many more, then narrows to what was typed', async () => {
    const view = renderScreen(<Picker />, { data: { drivers: many } });
    const box = await openCombobox('Driver');
    expect(await screen.findByText('25 more. Type to narrow the list.')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    await typeInto(box, 'driver4');
    expect(await screen.findByRole('option', { name: /Driver44 Many/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    expect(screen.queryByText(/more\. Type to narrow the list\./)).not.toBeInTheDocument();
    expect(view.server.to('GET', '/api/users/drivers/').at(-1)!.query.get('search')).toBe('driver4');
    expect(view.server.to('GET', '/api/users/drivers/').every((r) => r.query.get('page') === '1' && r.query.get('page_size') === '20')).toBe(true);
  });
});

describe('asOfParam', () => {
  it('passes a real calendar day and nothing else', () => {
    expect(asOfParam('2026-12-01')).toBe('2026-12-01');
    expect(asOfParam('2026-02-30')).toBeUndefined();
    expect(asOfParam('2026-1-5')).toBeUndefined();
    expect(asOfParam('')).toBeUndefined();
    expect(asOfParam(null)).toBeUndefined();
  });
});
