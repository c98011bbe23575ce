import { addDays, format } from 'date-fns';
import type { LoadOverviewItem } from '@haulboard/shared/contracts';
import { buildGrid, dateOptions, filterOptions, NO_FILTERS, toActivityLoads, UNASSIGNED, type ActivityFilters, type ActivityLoad } from './activity';
import type { MonthWeek } from './week';

const w = (year: number, month: number, week: number): MonthWeek => ({ year, month, week });
// March 2026: week 1 is 2-8 March, week 2 is 9-15 March, week 5 is 30 March-5 April.
const MARCH_W1 = w(2026, 2, 1);
const MARCH_W2 = w(2026, 2, 2);
const MARCH_W5 = w(2026, 2, 5);

const item = (id: number, over: Partial<LoadOverviewItem> = {}): LoadOverviewItem => ({
  id,
  load_number: String(id),
  status: 'assigned',
  pickup_date: '2026-03-10',
  created_at: '2026-02-01T09:00:00Z',
  driver_name: 'Dan Driver',
  Truck_number: 'TRK-1',
  ...over,
});
const act = (id: number, day: string, truck = 'TRK-1', driver: string | null = 'Dan Driver', status = 'assigned'): ActivityLoad => ({
  id,
  loadNumber: String(id),
  truck,
  status,
  driver,
  day,
});
const filters = (f: Partial<ActivityFilters>): ActivityFilters => ({ ...NO_FILTERS, ...f });
/** The grid as text: each row's truck and its cells' load numbers ('' for '--'). */
const table = (loads: ActivityLoad[], f: Partial<ActivityFilters>, week: MonthWeek) =>
  buildGrid(loads, filters(f), week).rows.map((r) => [r.truck, ...r.cells.map((c) => c.map((l) => l.loadNumber).join(' '))]);

describe('toActivityLoads: the overview answer as the grid needs it', () => {
  it('flattens the months, keeping each load once with its pickup day', () => {
    const loads = toActivityLoads({
      months: [
        { month: '2026-02', items: [item(1, { pickup_date: '2026-02-27' })] },
        { month: '2026-03', items: [item(2, { pickup_date: '2026-03-02', status: UNASSIGNED, driver_name: null }), item(3)] },
      ],
    });
    expect(loads).toEqual([
      { id: 1, loadNumber: '1', truck: 'TRK-1', status: 'assigned', driver: 'Dan Driver', day: '2026-02-27' },
      { id: 2, loadNumber: '2', truck: 'TRK-1', status: 'unassigned', driver: null, day: '2026-03-02' },
      { id: 3, loadNumber: '3', truck: 'TRK-1', status: 'assigned', driver: 'Dan Driver', day: '2026-03-10' },
    ]);
  });

  it('falls back to the creation date when the load has no pickup date', () => {
    const [l] = toActivityLoads({ months: [{ month: '2026-03', items: [item(1, { pickup_date: null, created_at: '2026-03-04T23:10:00Z' })] }] });
    expect(l.day).toBe('2026-03-04');
  });

  it('reads a pickup date with a time by its day', () => {
    const [l] = toActivityLoads({ months: [{ month: '2026-03', items: [item(1, { pickup_date: '2026-03-05T14:00:00' })] }] });
    expect(l.day).toBe('2026-03-05');
  });

  it("puts a load on no truck on 'NA'", () => {
    const loads = toActivityLoads({ months: [{ month: '2026-03', items: [item(1, { Truck_number: '' }), item(2, { Truck_number: 'NA' })] }] });
    expect(loads.map((l) => l.truck)).toEqual(['NA', 'NA']);
  });

  it('answers nothing for no months', () => {
    expect(toActivityLoads({ months: [] })).toEqual([]);
  });
});

describe("filterOptions: the filters' choices", () => {
  const loads = [
    act(1, '2026-03-03', 'TRK-10', 'Zoe Zed'),
    act(2, '2026-03-20', 'TRK-2', 'amy Ames'),
    act(3, '2026-03-21', 'NA', null, UNASSIGNED),
    act(10, '2026-03-22', 'TRK-2', 'Bob Burr'),
    // Outside the displayed month: the month before, and the next month's spill days.
    act(20, '2026-02-27', 'TRK-77', 'Fay Feb'),
    act(21, '2026-04-02', 'TRK-88', 'Al April'),
  ];

  it("offers the displayed month's trucks, load numbers and drivers, naturally sorted, each once", () => {
    const o = filterOptions(loads, MARCH_W1);
    expect(o.trucks).toEqual(['NA', 'TRK-2', 'TRK-10']);
    expect(o.loads).toEqual(['1', '2', '3', '10']);
    expect(o.drivers).toEqual(['amy Ames', 'Bob Burr', 'Zoe Zed']);
  });

  it("offers the week's seven days, Monday to Sunday, running into the next month in the last week", () => {
    expect(dateOptions(MARCH_W1)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(dateOptions(MARCH_W5)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
  });

  it("offers the same month's choices whichever week of it is shown", () => {
    expect(filterOptions(loads, MARCH_W5)).toEqual(filterOptions(loads, MARCH_W1));
  });

  it('offers nothing but the days for a month without loads', () => {
    const o = filterOptions(loads, w(2026, 5, 1));
    expect([o.trucks, o.loads, o.drivers]).toEqual([[], [], []]);
    expect(dateOptions(w(2026, 5, 1))).toHaveLength(7);
  });
});

describe('buildGrid: one row per truck, one column per day', () => {
  it("'All' is the empty string in every filter", () => {
    expect(NO_FILTERS).toEqual({ truck: '', load: '', date: '', driver: '' });
  });

  it("puts each load in its truck's row under its day, trucks sorted naturally", () => {
    const loads = [
      act(1, '2026-03-02', 'TRK-10'),
      act(2, '2026-03-02', 'TRK-2'),
      act(3, '2026-03-02', 'TRK-2'),
      act(4, '2026-03-08', 'TRK-2'),
      act(5, '2026-03-05', 'NA', null, UNASSIGNED),
    ];
    const grid = buildGrid(loads, NO_FILTERS, MARCH_W1);
    expect(grid.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(table(loads, {}, MARCH_W1)).toEqual([
      ['NA', '', '', '', '5', '', '', ''],
      ['TRK-2', '2 3', '', '', '', '', '', '4'],
      ['TRK-10', '1', '', '', '', '', '', ''],
    ]);
    expect(grid.loadsInWeek).toBe(5);
  });

  it("keeps a truck with a load elsewhere in the month as a row of empty days; its loads don't count for the week", () => {
    const loads = [act(1, '2026-03-03', 'TRK-1'), act(2, '2026-03-25', 'TRK-2')];
    const grid = buildGrid(loads, NO_FILTERS, MARCH_W1);
    expect(table(loads, {}, MARCH_W1)).toEqual([
      ['TRK-1', '', '1', '', '', '', '', ''],
      ['TRK-2', '', '', '', '', '', '', ''],
    ]);
    expect(grid.loadsInWeek).toBe(1);
  });

  it('answers no rows and no loads for a week of a month without loads', () => {
    const grid = buildGrid([act(1, '2026-03-03')], NO_FILTERS, w(2026, 4, 2));
    expect(grid).toEqual({ days: expect.any(Array), rows: [], loadsInWeek: 0 });
  });

  describe("restricts the trucks to loads picked up in the displayed month (the last week's spill days)", () => {
    const loads = [
      act(1, '2026-03-10', 'TRK-1'),
      act(2, '2026-04-02', 'TRK-1'),
      // TRK-9's only load is on a spill day: in April, not March.
      act(3, '2026-04-02', 'TRK-9'),
      // TRK-8's only load is the previous month's.
      act(4, '2026-02-27', 'TRK-8'),
    ];

    it("a truck whose only load is in the next month's spill days is no row", () => {
      expect(buildGrid(loads, NO_FILTERS, MARCH_W5).rows.map((r) => r.truck)).toEqual(['TRK-1']);
    });

    it('a truck with a load in the month shows its spill-day load too', () => {
      expect(table(loads, {}, MARCH_W5)).toEqual([['TRK-1', '', '', '', '2', '', '', '']]);
      expect(buildGrid(loads, NO_FILTERS, MARCH_W5).loadsInWeek).toBe(1);
    });

    it("in April's weeks both trucks are rows: their 2 April loads are April's", () => {
      // April 2026 starts on a Wednesday: its week 1 is 6-12 April (2 April shows in March's week 5).
      const april = buildGrid(loads, NO_FILTERS, w(2026, 3, 1));
      expect(april.rows.map((r) => r.truck)).toEqual(['TRK-1', 'TRK-9']);
      expect(april.loadsInWeek).toBe(0);
    });

    it('a truck restricted so by a filter is no row either', () => {
      expect(buildGrid(loads, filters({ truck: 'TRK-9' }), MARCH_W5)).toMatchObject({ rows: [], loadsInWeek: 0 });
    });
  });

  describe('combines the four filters with AND', () => {
    const loads = [
      act(1, '2026-03-09', 'TRK-1', 'Ann'),
      act(2, '2026-03-10', 'TRK-1', 'Bob'),
      act(3, '2026-03-10', 'TRK-2', 'Ann'),
      act(4, '2026-03-11', 'TRK-2', 'Bob'),
      act(5, '2026-03-11', 'TRK-3', 'Ann'),
      act(6, '2026-03-12', 'NA', null, UNASSIGNED),
      // Elsewhere in the month.
      act(7, '2026-03-20', 'TRK-4', 'Ann'),
    ];

    it('by truck', () => {
      expect(table(loads, { truck: 'TRK-2' }, MARCH_W2)).toEqual([['TRK-2', '', '3', '4', '', '', '', '']]);
    });

    it('by load number', () => {
      expect(table(loads, { load: '5' }, MARCH_W2)).toEqual([['TRK-3', '', '', '5', '', '', '', '']]);
    });

    it('by date: one day, every other column empty', () => {
      expect(table(loads, { date: '2026-03-10' }, MARCH_W2)).toEqual([
        ['TRK-1', '', '2', '', '', '', '', ''],
        ['TRK-2', '', '3', '', '', '', '', ''],
      ]);
    });

    it('by driver, keeping the trucks the driver drove elsewhere in the month', () => {
      expect(table(loads, { driver: 'Ann' }, MARCH_W2)).toEqual([
        ['TRK-1', '1', '', '', '', '', '', ''],
        ['TRK-2', '', '3', '', '', '', '', ''],
        ['TRK-3', '', '', '5', '', '', '', ''],
        ['TRK-4', '', '', '', '', '', '', ''],
      ]);
    });

    it('all four at once', () => {
      expect(table(loads, { truck: 'TRK-2', driver: 'Bob', date: '2026-03-11', load: '4' }, MARCH_W2)).toEqual([['TRK-2', '', '', '4', '', '', '', '']]);
    });

    it('two that no load meets together give no rows', () => {
      expect(buildGrid(loads, filters({ truck: 'TRK-3', driver: 'Bob' }), MARCH_W2)).toMatchObject({ rows: [], loadsInWeek: 0 });
      expect(buildGrid(loads, filters({ load: '1', date: '2026-03-10' }), MARCH_W2)).toMatchObject({ rows: [], loadsInWeek: 0 });
    });

    it('a date outside the week empties the week but keeps its trucks', () => {
      const grid = buildGrid(loads, filters({ date: '2026-03-20' }), MARCH_W2);
      expect(grid.rows.map((r) => r.truck)).toEqual(['TRK-4']);
      expect(grid.loadsInWeek).toBe(0);
    });
  });

  it('with 10,000 loads on 500 trucks in a month, every load lands in its cell', () => {
    // 500 trucks, 20 loads each, spread over March's 31 days and the April spill days.
    const start = new Date(2026, 2, 1);
    const loads: ActivityLoad[] = [];
    for (let i = 0; i < 10_000; i++) {
      const truck = `TRK-${(i % 500) + 1}`;
      const day = format(addDays(start, i % 36), 'yyyy-MM-dd');
      loads.push(act(i, day, truck, `Driver ${i % 40}`));
    }
    const inMonth = (l: ActivityLoad) => l.day.startsWith('2026-03');
    const expected = (week: string[], keep: (l: ActivityLoad) => boolean = () => true) => {
      const trucks = new Set(loads.filter((l) => inMonth(l) && keep(l)).map((l) => l.truck));
      return loads.filter((l) => keep(l) && trucks.has(l.truck) && week.includes(l.day)).length;
    };

    const grid = buildGrid(loads, NO_FILTERS, MARCH_W2);
    expect(grid.rows).toHaveLength(500);
    expect(grid.rows[0].truck).toBe('TRK-1');
    expect(grid.rows[499].truck).toBe('TRK-500');
    expect(grid.loadsInWeek).toBe(expected(grid.days));
    // Each cell holds exactly that truck's loads of that day.
    for (const row of grid.rows) {
      row.cells.forEach((cell, i) => cell.forEach((l) => expect([l.truck, l.day]).toEqual([row.truck, grid.days[i]])));
    }

    const last = buildGrid(loads, NO_FILTERS, MARCH_W5);
    expect(last.loadsInWeek).toBe(expected(last.days));

    const byDriver = buildGrid(loads, filters({ driver: 'Driver 7' }), MARCH_W2);
    expect(byDriver.loadsInWeek).toBe(expected(byDriver.days, (l) => l.driver === 'Driver 7'));
    expect(byDriver.rows.length).toBe(new Set(loads.filter((l) => inMonth(l) && l.driver === 'Driver 7').map((l) => l.truck)).size);

    const o = filterOptions(loads, MARCH_W2);
    expect(o.trucks).toHaveLength(500);
    expect(o.trucks.slice(0, 3)).toEqual(['TRK-1', 'TRK-2', 'TRK-3']);
    expect(o.loads).toHaveLength(loads.filter(inMonth).length);
    expect(o.drivers).toHaveLength(40);
  });
});
