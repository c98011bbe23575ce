import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { hoursRow } from './hours-rows';

const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();

function record(over: Partial<DriverHoursRecord> = {}): DriverHoursRecord {
  return {
    id: 1,
    full_name: 'Ann Lee',
    first_name: 'Ann',
    last_name: 'Lee',
    phone_number_driver: '+1 555 0100',
    driver_email: 'ann@fleet.example',
    entries: [],
    total_hours_worked: 0,
    ...over,
  };
}

describe('a row of the Check In/Out table', () => {
  it("shows the latest shift's times and the minutes as 'N Hrs M Min'", () => {
    const row = hoursRow(
      record({
        entries: [
          { id: 2, check_in_time: at(23, 13, 0), check_out_time: at(23, 17, 45) },
          { id: 1, check_in_time: at(23, 8, 5), check_out_time: at(23, 12, 0) },
        ],
        total_hours_worked: 520,
      }),
    );
    expect(row).toEqual({
      id: 1,
      name: 'Ann Lee',
      phone: '+1 555 0100',
      email: 'ann@fleet.example',
      checkIn: 'Nov 23, 1:00 PM',
      checkOut: 'Nov 23, 5:45 PM',
      total: '8 Hrs 40 Min',
    });
  });

  it("says 'Not checked In' and 'Not checked out' for a driver with no shift in the period", () => {
    expect(hoursRow(record())).toMatchObject({ checkIn: 'Not checked In', checkOut: 'Not checked out', total: '0 Hrs 0 Min' });
  });

  it("says 'Not checked out' while the latest shift is open", () => {
    const row = hoursRow(record({ entries: [{ id: 3, check_in_time: at(24, 6, 0), check_out_time: null }], total_hours_worked: 61 }));
    expect(row).toMatchObject({ checkIn: 'Nov 24, 6:00 AM', checkOut: 'Not checked out', total: '1 Hrs 1 Min' });
  });

  it('builds the name from its parts when there is no full name, and N/A for a missing phone', () => {
    expect(hoursRow(record({ full_name: ' ', phone_number_driver: null }))).toMatchObject({ name: 'Ann Lee', phone: 'N/A' });
  });
});
