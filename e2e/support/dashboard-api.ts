import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import {
  ApiPaths,
  type ActiveUsers,
  type DriverHoursRecord,
  type LoadOverviewItem,
  type LoadsOverviewResponse,
  type Stats,
  type TopDispatcher,
  type TopDriver,
  type UpcomingLoad,
} from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';
import { dayKey, weekDays, type Week } from './weeks';

// The dashboard's calls as the administrator makes them (spec part 1 sections 3 and 7), and
// what the screen must show for their answers: the tests' oracle.

// The answers' types are the contracts' (what the dashboard reads), re-exported for the specs.
export type { ActiveUsers, Stats, TopDispatcher, TopDriver, UpcomingLoad };
export type DriverHours = DriverHoursRecord;
export type OverviewItem = LoadOverviewItem;
export type LoadsOverview = LoadsOverviewResponse;

/** GET /api/<path> as the administrator. */
export class DashboardApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<DashboardApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new DashboardApi(request, access_token);
  }

  async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    const res = await this.request.get(apiUrl(path), { headers: { authorization: `Bearer ${this.token}` }, params: query });
    expect(res.status(), `GET /api/${path}`).toBe(200);
    return (await res.json()) as T;
  }

  stats = () => this.get<Stats>(ApiPaths.stats);
  activeUsers = () => this.get<ActiveUsers>(ApiPaths.activeUsers);
  topDrivers = () => this.get<TopDriver[]>(ApiPaths.topDrivers);
  topDispatchers = () => this.get<TopDispatcher[]>(ApiPaths.topDispatchers);
  upcomingLoads = () => this.get<UpcomingLoad[]>(ApiPaths.upcomingLoads);
  driverHours = () => this.get<DriverHours[]>(ApiPaths.driverHours, { period: 'daily' });
  loadsOverview = (range: { from: string; to: string }) => this.get<LoadsOverview>(ApiPaths.loadsOverview, range);
}

/**
 * The JSON the page itself gets from GET /api/<path> (any query). Hours worked grow while a
 * shift is open, so the top lists and the hours table are compared with the answer the page
 * drew, not with a second call made a moment later.
 */
export function pageAnswer<T>(page: Page, path: string): Promise<T> {
  return page
    .waitForResponse((r: Response) => new URL(r.url()).pathname === apiUrl(path) && r.request().method() === 'GET' && r.ok())
    .then((r) => r.json() as Promise<T>);
}

// ---- What the screen shows for an answer ---------------------------------------------------

/** 'N Hrs M Min' of a number of minutes. */
export const hoursMinutes = (minutes: number) => {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)} Hrs ${m % 60} Min`;
};
/** A progress bar's value: hours x 10 %, capped at 100. */
export const barValue = (hours: number) => Math.round(Math.max(0, Math.min(100, hours * 10)));
/** hh:mm AM/PM in local time, with 'Nov 25, ' before it when not today; 'N/A' when missing. */
export const clock = (iso: string | null | undefined) => {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  const time = `${String(d.getHours() % 12 || 12).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
  const today = new Date();
  const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate();
  return sameDay ? time : `${d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
};

/** The Upcoming Loads card: loads whose pickup (date and time, local) is from `now` to 7 days ahead. */
export function upcomingCount(loads: UpcomingLoad[], now: Date): number {
  const end = now.getTime() + 7 * 24 * 60 * 60 * 1000;
  return loads.filter((l) => {
    const time = /^\d{2}:\d{2}/.test(l.pickup_time) ? l.pickup_time.slice(0, 5) : '00:00';
    const [y, mo, d] = l.pickup_date.split('-').map(Number);
    const [h, mi] = time.split(':').map(Number);
    const at = new Date(y, mo - 1, d, h, mi).getTime();
    return at >= now.getTime() && at <= end;
  }).length;
}

/** A row of 'Drivers Daily Hours': name, the day's first check-in, its last check-out, the total. */
export function hoursRow(r: DriverHours): string[] {
  // Entries come newest first.
  const first = r.entries.at(-1);
  const last = r.entries[0];
  return [`${r.first_name} ${r.last_name}`.trim(), clock(first?.check_in_time), clock(last?.check_out_time), hoursMinutes(r.total_hours_worked)];
}

// ---- The truck activity grid ---------------------------------------------------------------

export type GridLoad = { id: number; loadNumber: string; truck: string; status: string; driver: string | null; day: string };

export const gridLoads = (res: LoadsOverview): GridLoad[] =>
  res.months.flatMap((m) =>
    m.items.map((i) => ({
      id: i.id,
      loadNumber: i.load_number,
      truck: i.Truck_number || 'NA',
      status: i.status,
      driver: i.driver_name,
      day: (i.pickup_date ?? i.created_at).slice(0, 10),
    })),
  );

export const naturalSort = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));

const monthKey = (w: Week) => `${w.year}-${String(w.month + 1).padStart(2, '0')}`;
/** The loads picked up in the displayed month (what the filters offer and which trucks get rows). */
export const inMonth = (loads: GridLoad[], w: Week) => loads.filter((l) => l.day.startsWith(monthKey(w)));

/** The rows' trucks: those with a load picked up in the displayed month, naturally sorted. */
export const monthTrucks = (loads: GridLoad[], w: Week) => naturalSort(inMonth(loads, w).map((l) => l.truck));

/** What a cell reads: each load's number, truck and status or driver; '--' when it has none. */
export const cellText = (loads: GridLoad[]) =>
  loads.length === 0
    ? '--'
    : loads.map((l) => `${l.loadNumber} Truck: ${l.truck} ${l.status === 'unassigned' ? 'Status: unassigned' : `Driver: ${l.driver ?? 'NA'}`}`).join(' ');

/** A truck's seven cells in week `w`. */
export function truckCells(loads: GridLoad[], truck: string, w: Week): string[] {
  return weekDays(w).map((d) => cellText(loads.filter((l) => l.truck === truck && l.day === dayKey(d))));
}

/** How many loads the week's grid holds (0: the empty-week text). */
export function loadsInWeek(loads: GridLoad[], w: Week): number {
  const trucks = new Set(monthTrucks(loads, w));
  const days = new Set(weekDays(w).map(dayKey));
  return loads.filter((l) => days.has(l.day) && trucks.has(l.truck)).length;
}
