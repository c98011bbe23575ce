import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Driver } from '@haulboard/shared/contracts';
import { anExpiry, renderScreen, searchDrivers, typeInto, type SeenRequest } from '@haulboard/shared/testing';
import { aDriver } from '../../lib/load-fixture';
import { DriverPicker, type PickedDriver } from './driver-picker';
import { asOfParam } from './truck-expiry';

/**
 * The server's answer on a given day: Dana's truck TRK-12 was registered until Nov 3, 2026
 * (expired from Nov 4 on, due in the 30 days before); Eli's truck is fine; Fay has none.
 */
function driversOn(asOf: string): Driver[] {
  const registration = { date: '2026-11-03', state: asOf > '2026-11-03' ? ('expired' as const) : asOf >= '2026-10-04' ? ('due' as const) : ('ok' as const) };
  return [
    { ...aDriver(7, 'Dana', 'Miles'), truck_number: 'TRK-12', truck_expiry: anExpiry({ as_of: asOf, registration }) },
    { ...aDriver(8, 'Eli', 'Stone'), truck_number: 'TRK-30', truck_expiry: anExpiry({ as_of: asOf, insurance: { date: '2027-06-01', state: 'ok' } }) },
    { ...aDriver(9, 'Fay', 'Lane'), truck_number: null, truck_expiry: null },
  ];
}
const TODAY = '2026-11-23';
const driversRoute = {
  'GET users/drivers/': (req: SeenRequest) => {
    const email = req.query.get('email');
    const results = driversOn(req.query.get('as_of') ?? TODAY).filter((d) => !email || d.email === email);
    return { status: 200, body: { count: results.length, results } };
  },
};

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
    const view = renderScreen(<Picker pickupDate="2026-12-01" />, { api: driversRoute });
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    const dana = await screen.findByRole('option', { name: /Dana Miles/ });
    expect(await within(dana).findByText('Registration expired')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Eli Stone/ })).queryByText(/expired|due/)).not.toBeInTheDocument();
    expect(view.server.to('GET', '/api/users/drivers/')[0].query.get('as_of')).toBe('2026-12-01');
  });

  it('warns, as an alert, once that driver is chosen; the choice stands', async () => {
    const user = userEvent.setup();
    renderScreen(<Picker pickupDate="2026-12-01" />, { api: driversRoute });
    await choose(user, /Dana Miles/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Truck TRK-12: Registration expired on Nov 3, 2026');
    expect(alert).toHaveTextContent('As of the pickup date, Dec 1, 2026.');
    expect(screen.getByRole('group', { name: 'Chosen driver' })).toHaveTextContent('Dana Miles');
  });

  it('does not warn for a driver whose truck is fine, nor for one without a truck', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<Picker pickupDate="2026-12-01" />, { api: driversRoute });
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
    const view = renderScreen(<Picker pickupDate="2026-12-01" />, { api: driversRoute });
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
    renderScreen(<Picker pickupDate="2026-10-20" />, { api: driversRoute });
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
    const view = renderScreen(<Picker />, { api: driversRoute });
    await choose(user, /Dana Miles/);
    expect(await screen.findByRole('alert')).toHaveTextContent('As of today.');
    expect(view.server.to('GET', '/api/users/drivers/').every((r) => !r.query.has('as_of'))).toBe(true);
  });
});

describe('DriverPicker: one of many drivers', () => {
  /** 45 drivers, Driver00 to Driver44, searched and paged like the server. */
  const many = Array.from({ length: 45 }, (_, i) => aDriver(100 + i, `Driver${String(i).padStart(2, '0')}`, 'Many'));
  const manyRoute = { 'GET users/drivers/': searchDrivers(many) };

  it('lists the first 20 matches and says how many more, then narrows to what was typed', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<Picker />, { api: manyRoute });
    const box = await screen.findByRole('combobox', { name: 'Driver' });
    await user.click(box);
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
