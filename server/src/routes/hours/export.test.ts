import { sql } from 'drizzle-orm';
import { DriverHoursRecordSchema, ErrorSchema, type HoursPeriod } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';
import { hoursAfter, insertShift, minutesAfter, readClock, zoneNearNoon, type Clock } from './test-fixtures';

const HEADER = 'Name,Phone,Email,Latest check-in,Latest check-out,Total hours,Total minutes';

describe('GET /api/driver-hours/export/', () => {
  const timezone = zoneNearNoon();
  let ctx: TestContext;
  let admin: TestUser;
  let clock: Clock;
  const ids: Record<string, number> = {};

  const get = (url: string, headers: Record<string, string> = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
  /** The answer's lines without the byte-order mark; each line split on commas (the test data has none inside cells). */
  const exportLines = async (query = '') => {
    const res = await get(`/api/driver-hours/export/${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body.slice(1).trimEnd().split('\n');
  };
  const rowOf = (lines: string[], email: string) => lines.find((l) => l.split(',')[2] === email)?.split(',');
  /** 'YYYY-MM-DD HH:MM' of `d` in the test's zone, as the export writes local times. */
  const local = (d: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ timezone });
    admin = await createUser(ctx, 'admin');
    clock = await readClock(ctx.db, timezone);
    const { dayStart, weekStart, now } = clock;
    // Today 12:xx local. Bea: 08:00-09:30 today, then on shift for the last two hours.
    ids.bea = await insertUser(ctx.db, 'driver', { firstName: 'Bea', lastName: 'Busy', email: 'bea@example.com', phoneNumber: '555-0100' });
    await insertShift(ctx.db, ids.bea, hoursAfter(dayStart, 8), minutesAfter(dayStart, 9.5 * 60));
    ids.beaOpen = await insertShift(ctx.db, ids.bea, hoursAfter(now, -2), null);
    // Cal: a night shift 22:00 yesterday to 01:15 today: 75 minutes today; and one of 3 hours earlier in the week when the week allows.
    ids.cal = await insertUser(ctx.db, 'driver', { firstName: 'Cal', lastName: 'Night', email: 'cal@example.com' });
    await insertShift(ctx.db, ids.cal, hoursAfter(dayStart, -2), minutesAfter(dayStart, 75));
    await insertShift(ctx.db, ids.cal, hoursAfter(weekStart, -30), hoursAfter(weekStart, -27));
    ids.ida = await insertUser(ctx.db, 'driver', { firstName: 'Ida', lastName: 'Idle', email: 'ida@example.com', phoneNumber: '555-0300' });
    // A name a spreadsheet would run as a formula.
    ids.evil = await insertUser(ctx.db, 'driver', { firstName: '=HYPERLINK("http://evil")', lastName: '', email: 'evil@example.com' });
    await insertUser(ctx.db, 'driver', { firstName: 'Del', lastName: 'Gone', email: 'del@example.com', deletedAt: new Date() });
    const dispatcher = await insertUser(ctx.db, 'dispatcher', { firstName: 'Dee', lastName: 'Spatch', email: 'dee@example.com' });
    await insertShift(ctx.db, dispatcher, hoursAfter(dayStart, 1), hoursAfter(dayStart, 6));
  });
  afterAll(() => ctx.close());

  it('answers every live driver A-Z as a CSV file named for the period and the day, with the period’s latest shift and total', async () => {
    const res = await get('/api/driver-hours/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="driver-hours-daily-${clock.today}.csv"`);
    const lines = await exportLines();
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['evil@example.com', 'bea@example.com', 'cal@example.com', 'ida@example.com']);
    // On shift now: the latest check-in is the open shift's, no check-out; 90 minutes this morning plus two hours.
    expect(rowOf(lines, 'bea@example.com')).toEqual(['Bea Busy', '555-0100', 'bea@example.com', local(hoursAfter(clock.now, -2)), '', '3 Hrs 30 Min', '210']);
    // Only the part of the night shift after midnight counts; its times are local.
    expect(rowOf(lines, 'cal@example.com')).toEqual([
      'Cal Night',
      '',
      'cal@example.com',
      local(hoursAfter(clock.dayStart, -2)),
      local(minutesAfter(clock.dayStart, 75)),
      '1 Hrs 15 Min',
      '75',
    ]);
    expect(rowOf(lines, 'ida@example.com')).toEqual(['Ida Idle', '555-0300', 'ida@example.com', '', '', '0 Hrs 0 Min', '0']);
  });

  it('writes a formula-looking name as text', async () => {
    const lines = await exportLines();
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",,evil@example.com,,,0 Hrs 0 Min,0`);
  });

  it('counts each period as the list does, one driver for one', async () => {
    for (const period of ['daily', 'weekly', 'monthly'] as HoursPeriod[]) {
      const res = await get(`/api/driver-hours/?period=${period}`);
      const list = DriverHoursRecordSchema.array().parse(res.json());
      const lines = await exportLines(`?period=${period}`);
      expect(lines).toHaveLength(list.length + 1);
      for (const record of list)
        expect({ period, email: record.driver_email, minutes: rowOf(lines, record.driver_email)?.[6] }).toEqual({
          period,
          email: record.driver_email,
          minutes: String(record.total_hours_worked),
        });
    }
    const weekly = await get('/api/driver-hours/export/?period=weekly');
    expect(weekly.headers['content-disposition']).toMatch(/^attachment; filename="driver-hours-weekly-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it('exports only the drivers matching the search, with wildcards taken literally', async () => {
    expect((await exportLines('?search=BUSY')).slice(1).map((l) => l.split(',')[0])).toEqual(['Bea Busy']);
    expect((await exportLines('?search=0300&period=monthly')).slice(1).map((l) => l.split(',')[0])).toEqual(['Ida Idle']);
    expect(await exportLines('?search=%25')).toEqual([HEADER]);
    expect(await exportLines('?search=dee')).toEqual([HEADER]);
  });

  it('reads every driver once however many batches the export takes, in name order', async () => {
    const local = await buildTestApp({ timezone });
    try {
      const localAdmin = await createUser(local, 'admin');
      await local.db.execute(sql`
        insert into users (user_type, email, password_hash, first_name, last_name)
        select 'driver', 'bulk-' || g || '@example.com', 'x', 'Bulk', lpad((g % 97)::text, 3, '0')
          from generate_series(1, 1203) g`);
      const res = await local.app.inject({ method: 'GET', url: '/api/driver-hours/export/?period=monthly', headers: localAdmin.headers });
      expect(res.statusCode).toBe(200);
      const rows = res.body.slice(1).trimEnd().split('\n').slice(1);
      expect(rows).toHaveLength(1203);
      expect(new Set(rows.map((l) => l.split(',')[2])).size).toBe(1203);
      const names = rows.map((l) => l.split(',')[0]);
      expect(names).toEqual([...names].sort());
    } finally {
      await local.close();
    }
  });

  it('refuses a bad period or search with 400 and a detail', async () => {
    for (const query of ['?period=yearly', '?search=%00', `?search=${'a'.repeat(201)}`]) {
      const res = await get(`/api/driver-hours/export/${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });

  it('is the administrator’s alone', async () => {
    expect((await get('/api/driver-hours/export/', {})).statusCode).toBe(401);
    for (const role of ['driver', 'dispatcher'] as const) {
      const user = await createUser(ctx, role);
      const res = await get('/api/driver-hours/export/', user.headers);
      expect(res.statusCode).toBe(403);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });
});
