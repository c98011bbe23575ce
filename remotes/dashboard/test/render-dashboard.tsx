// The dashboard as the host draws it: the UI providers, a fresh query client (no retries), a
// token store on a fake localStorage, a remote loader that has no chat panel, and a fake API
// answering the dashboard's endpoints (loads-overview filtered by its from/to, as the server).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bus } from '@haulboard/shared/bus';
import type { ActiveUsers, DriverHoursRecord, LoadOverviewItem, Stats, TopDispatcher, TopDriver, UpcomingLoad } from '@haulboard/shared/contracts';
import { provideRemoteLoader, type RemoteLoader } from '@haulboard/shared/federation';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { installFakeApi, MemoryStorage, type Answer, type Routes } from '@haulboard/shared/testing';
import { FullUiProvider, UiProvider } from '@haulboard/shared/ui';
import DashboardPage from '../src/expose/dashboard-page';
import { TruckActivity } from '../src/features/truck-activity/components/truck-activity';

// virtua draws only what fits its measured viewport, and jsdom measures 0: it draws no item at all. A plain list instead.
jest.mock('virtua', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  type Props = Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> & {
    data: unknown[];
    children: (item: unknown, i: number) => React.ReactNode;
    itemSize?: number;
  };
  const VList = React.forwardRef<unknown, Props>(function VList({ data, children, itemSize: _estimate, ...rest }, ref) {
    React.useImperativeHandle(ref, () => ({ scrollToIndex: () => undefined }));
    return <div {...rest}>{data.map((item, i) => children(item, i))}</div>;
  });
  return { VList };
});

/** The API's answer for each dashboard call; a test replaces any with its own route. */
export type DashboardData = {
  stats: Stats;
  activeUsers: ActiveUsers;
  topDrivers: TopDriver[];
  topDispatchers: TopDispatcher[];
  driverHours: DriverHoursRecord[];
  upcoming: UpcomingLoad[];
  /** Every load the server knows; loads-overview answers those picked up within from..to. */
  loads: LoadOverviewItem[];
};

export const emptyData = (): DashboardData => ({
  stats: { total_loads: 0, unassigned_or_pending: 0, active_assigned: 0 },
  activeUsers: { total_drivers: 0, checked_in_drivers: 0, total_dispatchers: 0, checked_in_dispatchers: 0 },
  topDrivers: [],
  topDispatchers: [],
  driverHours: [],
  upcoming: [],
  loads: [],
});

export const Paths = {
  stats: 'GET /api/stats/',
  activeUsers: 'GET /api/active-users/',
  topDrivers: 'GET /api/top-drivers/',
  topDispatchers: 'GET /api/top-dispatchers/',
  driverHours: 'GET /api/driver-hours/',
  upcoming: 'GET /api/upcoming-loads/',
  loadsOverview: 'GET /api/loads-overview/',
  refresh: 'POST /api/token/refresh/',
} as const;

/** An answer a test holds open and gives later. */
export function held() {
  let give!: (a: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (give = resolve));
  return { route: () => answer, give };
}

/** A load of the overview; `pickup` is its pickup day (yyyy-MM-dd). */
export function load(id: number, pickup: string | null, over: Partial<LoadOverviewItem> = {}): LoadOverviewItem {
  return {
    id,
    load_number: String(id),
    status: 'assigned',
    pickup_date: pickup,
    created_at: `${pickup ?? '2026-01-01'}T08:00:00Z`,
    driver_name: 'Dan Driver',
    Truck_number: 'TRK-1',
    ...over,
  };
}

/** The overview's answer for `loads`: grouped by pickup month, ascending, as the server does. */
export function overviewOf(loads: readonly LoadOverviewItem[]) {
  const months = new Map<string, LoadOverviewItem[]>();
  for (const l of loads) {
    const month = (l.pickup_date ?? l.created_at).slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), l]);
  }
  return { months: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, items]) => ({ month, items })) };
}

type Options = { data?: Partial<DashboardData>; routes?: Routes; stored?: Record<string, string> };

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function setUp({ data = {}, routes = {}, stored }: Options) {
  const d = { ...emptyData(), ...data };
  /** The from/to of every loads-overview request, in order. */
  const ranges: { from: string | null; to: string | null }[] = [];
  /** Every URL requested (path and query), in order. */
  const urls: string[] = [];
  const live: Routes = {
    [Paths.stats]: () => ({ status: 200, body: d.stats }),
    [Paths.activeUsers]: () => ({ status: 200, body: d.activeUsers }),
    [Paths.topDrivers]: () => ({ status: 200, body: d.topDrivers }),
    [Paths.topDispatchers]: () => ({ status: 200, body: d.topDispatchers }),
    [Paths.driverHours]: () => ({ status: 200, body: { count: d.driverHours.length, results: d.driverHours } }),
    [Paths.upcoming]: () => ({ status: 200, body: d.upcoming }),
    [Paths.loadsOverview]: () => {
      const { from, to } = ranges[ranges.length - 1];
      const day = (l: LoadOverviewItem) => (l.pickup_date ?? l.created_at).slice(0, 10);
      return { status: 200, body: overviewOf(d.loads.filter((l) => (!from || day(l) >= from) && (!to || day(l) <= to))) };
    },
    ...routes,
  };
  const api = installFakeApi(live);
  // The fake records paths only: note each URL, and the range the overview route answers for
  // (its route runs synchronously within this call, so it reads the range just noted).
  const fake = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    urls.push(url.pathname + url.search);
    if (url.pathname === '/api/loads-overview/') ranges.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
    return fake(input, init);
  }) as typeof fetch;

  const storage = new MemoryStorage(stored ?? { access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' });
  provideTokenStore(createTokenStore(storage, bus));
  // The chat panel is another remote's: here there is none (the toggle still draws).
  provideRemoteLoader((async () => null) as RemoteLoader);
  const sessionExpired: string[] = [];
  const sub = bus.on('auth:session-expired').subscribe((e) => sessionExpired.push(e.detail));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  cleanups.push(() => {
    sub.unsubscribe();
    client.clear();
    api.restore();
  });
  const wrap = (ui: ReactElement) => (
    <UiProvider>
      <FullUiProvider>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </FullUiProvider>
    </UiProvider>
  );
  return { api, routes: live, ranges, urls, storage, sessionExpired, client, wrap };
}

// The full UI provider's code arrives on a later tick the first time: each helper waits for
// the first heading, so a test may query synchronously however it runs (alone or in a file).

/** The whole page, /admin, once drawn. */
export async function renderDashboard(options: Options = {}) {
  const s = setUp(options);
  const view = render(s.wrap(<DashboardPage />));
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { ...s, ...view };
}

/** The truck activity section alone, its week chosen from `today`, once drawn. */
export async function renderTruckActivity(today: Date, options: Options = {}) {
  const s = setUp(options);
  const view = render(s.wrap(<TruckActivity today={today} />));
  await screen.findByRole('heading', { name: 'Truck Activity' });
  return { ...s, ...view };
}

// What a user sees, by role and name.
export const card = (label: string) => screen.getByRole('article', { name: label });
export const section = (title: string) => screen.getByRole('region', { name: title });
export const failureAlertText = 'Failed to load dashboard data. Please try again.';
