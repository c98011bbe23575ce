import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { hoursRow, NO_EMAIL } from './hours-rows';

const record = (over: Partial<DriverHoursRecord>): DriverHoursRecord => ({
  id: 1,
  first_name: 'Angela',
  last_name: 'Price',
  full_name: 'Angela Price',
  phone_number_driver: '+1 555 0100',
  driver_email: 'angela@fleet.example',
  entries: [],
  total_hours_worked: 0,
  ...over,
});

describe('hoursRow', () => {
  it('shows the e-mail of a driver who signs in with one', () => {
    expect(hoursRow(record({})).email).toBe('angela@fleet.example');
  });

  it('leaves Email as a dash for a driver whose login is their phone, so it never repeats the Phone column', () => {
    const row = hoursRow(record({ driver_email: '+15550100', phone_number_driver: '+15550100' }));
    expect(row.email).toBe(NO_EMAIL);
    expect(row.phone).toBe('+15550100');
  });
});
