import { DashboardPage, LIST_LIMIT } from '../pages/dashboard-page';
import { DashboardApi, gridLoads, inMonth, loadsInWeek, monthTrucks, naturalSort, truckCells, type GridLoad } from '../support/dashboard-api';
import { expect, test } from '../support/fixtures';
import { dayKey, dayLabel, monthRequestRange, weekDays, weekOf, type Week } from '../support/weeks';

// Spec part 1 "Truck Activity section" and its transitions (section 4), against the demo
// data (loads picked up from 30 days back to 30 days ahead): the grid shows what GET
// /api/loads-overview/ answers for the displayed month.
test.use({ session: 'admin-ui' });

/** The loads of the month the page shows for `w`, from the same request the page makes. */
function monthLoads(api: DashboardApi) {
  const cache = new Map<string, Promise<GridLoad[]>>();
  return (w: Week) => {
    const range = monthRequestRange(w);
    const key = `${range.from}..${range.to}`;
    if (!cache.has(key)) cache.set(key, api.loadsOverview(range).then(gridLoads));
    return cache.get(key)!;
  };
}

const optionsOf = (labels: string[]) => ['All', ...labels];

test("today's week: its label, columns, filter choices and rows are the API's; the month's 2 MB answer is prepared in a worker", async ({ page, request }) => {
  // The month's answer is parsed and sorted in a worker, not on the page's thread.
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const worker = page.waitForEvent('worker', (w) => w.url().startsWith('blob:'));
  const week = weekOf(new Date());
  const loads = await monthLoads(await DashboardApi.admin(request))(week);
  const month = inMonth(loads, week);
  const trucks = monthTrucks(loads, week);
  expect(trucks.length, 'the demo has trucks with loads this month').toBeGreaterThan(1);

  const dashboard = new DashboardPage(page);
  const activity = dashboard.activity;
  await dashboard.gotoWeek(week);
  expect((await worker).url()).toMatch(/^blob:/);
  await expect(activity.grid).toBeVisible();
  await expect(activity.columnHeaders).toHaveText(['Truck', ...weekDays(week).map(dayLabel)]);
  // At 1366 px, the chat panel closed, the whole week shows: the grid does not scroll sideways (issue 27).
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect.poll(() => activity.grid.evaluate((g) => g.scrollWidth - g.clientWidth)).toBeLessThanOrEqual(0);
  await expect(activity.columnHeaders.last()).toBeInViewport();

  // Each filter offers 'All' and the displayed month's choices; Date the week's seven days; Load No
  // the first LIST_LIMIT load numbers (typing finds the rest).
  await expect(await activity.choices(activity.truckNo)).toHaveText(optionsOf(trucks));
  await expect(await activity.choices(activity.driver)).toHaveText(optionsOf(naturalSort(month.flatMap((l) => (l.driver ? [l.driver] : [])))));
  await expect(await activity.choices(activity.date)).toHaveText(optionsOf(weekDays(week).map(dayLabel)));
  for (const select of [activity.truckNo, activity.date, activity.driver]) await expect(select).toHaveValue('');
  const numbers = naturalSort(month.map((l) => l.loadNumber));
  await expect(activity.filter('Load No')).toHaveValue('All');
  const list = await activity.open('Load No');
  await expect(list.getByRole('option')).toHaveText(optionsOf(numbers.slice(0, LIST_LIMIT)));
  if (numbers.length > LIST_LIMIT) await expect(list).toContainText(`${numbers.length - LIST_LIMIT} more. Type to narrow the list.`);
  await activity.close('Load No');

  // One row per truck, naturally sorted: the first in view, its seven cells as the API has them.
  await expect(activity.rows.first().getByRole('rowheader')).toHaveText(trucks[0]);
  await expect(activity.row(trucks[0]).getByRole('cell')).toHaveText(truckCells(loads, trucks[0], week), { useInnerText: true });

  // Truck No narrows the grid to that truck's row (the last one, out of view without it).
  const busy = trucks.filter((t) => truckCells(loads, t, week).some((c) => c !== '--'));
  expect(busy.length, 'trucks with loads this week').toBeGreaterThan(1);
  const truck = busy.at(-1)!;
  await activity.truckNo.selectOption(truck);
  await expect(activity.rows).toHaveCount(1);
  await expect(activity.row(truck).getByRole('cell')).toHaveText(truckCells(loads, truck, week), { useInnerText: true });
  expect(truckCells(loads, truck, week).join(' ')).toContain('Truck: ');

  // Date narrows it to one day: the other six cells empty (the filters combine with AND).
  const cells = truckCells(loads, truck, week);
  const day = cells.findIndex((c) => c !== '--');
  await activity.date.selectOption(dayKey(weekDays(week)[day]));
  await expect(activity.row(truck).getByRole('cell')).toHaveText(
    cells.map((c, i) => (i === day ? c : '--')),
    { useInnerText: true },
  );

  // A driver of another truck's load, with this truck: nothing matches both.
  const otherDriver = month.find((l) => l.truck !== truck && l.driver && !month.some((m) => m.truck === truck && m.driver === l.driver))?.driver;
  expect(otherDriver, 'a driver who never drove this truck this month').toBeTruthy();
  await activity.date.selectOption('');
  await activity.driver.selectOption(otherDriver!);
  await expect(activity.empty).toBeVisible();
  await expect(activity.grid).toHaveCount(0);

  // Driver alone: the trucks with that driver's loads this month.
  await activity.truckNo.selectOption('');
  const driverTrucks = naturalSort(month.filter((l) => l.driver === otherDriver).map((l) => l.truck));
  if (
    loadsInWeek(
      loads.filter((l) => l.driver === otherDriver),
      week,
    ) > 0
  ) {
    await expect(activity.rows.getByRole('rowheader')).toHaveText(driverTrucks);
  } else {
    await expect(activity.empty).toBeVisible();
  }
  expect(warnings.filter((w) => w.includes('month worker'))).toEqual([]);
});

test('a failing loads-overview shows its alert; the rest of the dashboard stays; Try again recovers', async ({ page }) => {
  let failing = true;
  // The failure waits until the placeholder has been seen, which it replaces.
  let loadingSeen!: () => void;
  const seen = new Promise<void>((resolve) => (loadingSeen = resolve));
  await page.route(
    (url) => url.pathname === '/api/loads-overview/',
    async (route) => {
      if (!failing) return route.fallback();
      await seen;
      await route.fulfill({ status: 500, json: { detail: 'Boom' } });
    },
  );
  const dashboard = new DashboardPage(page);
  const activity = dashboard.activity;
  await dashboard.goto();
  await expect(activity.loading).toBeVisible();
  loadingSeen();
  await expect(activity.error).toBeVisible();
  await expect(activity.loading).toBeHidden();
  await expect(activity.grid).toHaveCount(0);
  await expect(dashboard.error).toHaveCount(0);
  await expect(dashboard.cardValue('Total Loads')).toHaveText(/^\d+$/);

  failing = false;
  await activity.tryAgain.click();
  await expect(activity.error).toBeHidden();
  await expect(activity.grid).toBeVisible();
});
