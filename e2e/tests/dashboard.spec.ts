import { CARDS, DashboardPage } from '../pages/dashboard-page';
import {
  barValue,
  DashboardApi,
  hoursMinutes,
  hoursRow,
  pageAnswer,
  upcomingCount,
  type DriverHours,
  type TopDispatcher,
  type TopDriver,
} from '../support/dashboard-api';
import { expect, test } from '../support/fixtures';

// Spec part 1 "Dashboard", sections 3, 8 and 9, against the demo data: what the screen shows
// must be what the API answers. Nothing here changes data; the figures it reads (loads,
// users, check-ins) are changed by no other spec (see README.md before adding one that does).
// The truck activity grid: dashboard-activity.spec.ts; the chat toggle: dashboard-chat.spec.ts;
// the 401 and axe, which compare no figure: dashboard-axe-session.spec.ts.
test.use({ session: 'admin-ui' });

test("the heading, the five cards, the top lists and the daily hours show the API's figures", async ({ page, request }) => {
  const api = await DashboardApi.admin(request);
  const [stats, users, upcoming] = await Promise.all([api.stats(), api.activeUsers(), api.upcomingLoads()]);
  // Hours grow while a shift is open: these three are compared with the answers the page drew.
  const topDrivers = pageAnswer<TopDriver[]>(page, 'top-drivers/');
  const topDispatchers = pageAnswer<TopDispatcher[]>(page, 'top-dispatchers/');
  const driverHours = pageAnswer<{ count: number; results: DriverHours[] }>(page, 'driver-hours/');
  const before = new Date();
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  const after = new Date();

  await expect(dashboard.heading).toHaveText('Dashboard');
  await expect(dashboard.error).toHaveCount(0);

  // The cards, in the spec's order.
  const articles = dashboard.main.getByRole('article');
  await expect(articles).toHaveCount(CARDS.length);
  for (const [i, label] of CARDS.entries()) await expect(articles.nth(i)).toHaveAccessibleName(label);
  await expect(dashboard.cardValue('Active Dispatchers')).toHaveText(`${users.checked_in_dispatchers}/${users.total_dispatchers}`);
  await expect(dashboard.cardValue('Active Drivers')).toHaveText(`${users.checked_in_drivers}/${users.total_drivers}`);
  await expect(dashboard.cardValue('Total Loads')).toHaveText(String(stats.total_loads));
  await expect(dashboard.cardValue('Transit Loads')).toHaveText(String(stats.active_assigned));
  // The server answers today to today + 7 (whole days); the card keeps those from now to now +
  // 7 days, so the demo's loads later on day 7 (it has some every day) are left out.
  const shownUpcoming = Number(await dashboard.cardValue('Upcoming Loads').textContent());
  expect([upcomingCount(upcoming, before), upcomingCount(upcoming, after)]).toContain(shownUpcoming);
  expect(shownUpcoming).toBeGreaterThan(0);
  expect(shownUpcoming).toBeLessThan(upcoming.length);
  expect(users.total_dispatchers).toBeGreaterThan(0);
  expect(users.total_drivers).toBeGreaterThan(0);

  // The top lists: the first 3, name and 'N Hrs M Min', a bar of hours x 10 % capped at 100.
  const lists = [
    {
      title: 'Top Working Drivers',
      entries: (await topDrivers).map((t) => ({ name: `${t.first_name} ${t.last_name}`, hours: t.hours })),
      empty: 'No driver data available',
    },
    {
      title: 'Top Working Dispatchers',
      // The contract spells the dispatcher's first name first_naem.
      entries: (await topDispatchers).map((t) => ({ name: `${t.first_naem} ${t.last_name}`, hours: t.hours })),
      empty: 'No dispatcher data available',
    },
  ] as const;
  for (const { title, entries, empty } of lists) {
    const shown = entries.slice(0, 3);
    await expect(dashboard.topEntries(title)).toHaveText(
      shown.map((e) => `${e.name} ${hoursMinutes(e.hours * 60)}`),
      { useInnerText: true },
    );
    for (const [i, e] of shown.entries()) {
      const bar = dashboard
        .topEntries(title)
        .nth(i)
        .getByRole('progressbar', { name: `${e.name}: hours worked today` });
      await expect(bar).toHaveAttribute('aria-valuenow', String(barValue(e.hours)));
    }
    await expect(dashboard.topList(title).getByText(empty, { exact: true })).toHaveCount(shown.length ? 0 : 1);
  }

  // 'Drivers Daily Hours': the first 5 rows; HH:mm times, 'N/A' when missing; only 'Sort by: Daily'.
  const hours = (await driverHours).results.slice(0, 5);
  expect(hours.length, 'the demo has 25 drivers').toBe(5);
  await expect(dashboard.hoursTable.getByRole('columnheader')).toHaveText(['Driver Name', 'Check In', 'Check Out', 'Total Hours']);
  await expect(dashboard.hoursRows).toHaveCount(5);
  for (const [i, record] of hours.entries()) {
    await expect(dashboard.hoursRows.nth(i).getByRole('cell')).toHaveText(hoursRow(record));
  }
  await expect(dashboard.sortBy.getByRole('option')).toHaveText(['Sort by: Daily']);
  await expect(dashboard.sortBy).toHaveValue('daily');

  // The page asked for its 5 rows; the plain daily list holds the same drivers.
  const full = await api.driverHours();
  expect((await driverHours).count).toBe(full.length);
  for (const r of hours) expect(full.map((f) => f.id)).toContain(r.id);
});
