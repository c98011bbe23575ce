import { expect, type APIRequestContext } from '@playwright/test';
import type { DriverPage, LoadsPage } from '@haulboard/shared/api/admin';
import { ApiPaths, type Load, type Payment } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';

// Loads and drivers made and read through the API as the administrator, for the load screens'
// tests. Each test makes its own loads under a name no other test or run uses, and finds them
// by that name: the tests neither depend on each other nor on the demo data.

export type ApiDriver = DriverPage['results'][number];

export type LoadSpec = {
  /** Days from today (local) of the pickup; the delivery is a day later (default 3). */
  pickupInDays?: number;
  payment?: Payment;
  assigned?: boolean;
  price?: number;
  /** The broker's name (matched to a broker record, or made one); 'E2E Brokers' by default. */
  broker?: string;
};

/** A calendar day in the API's form, `days` from today in local time (the server's time zone here). */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

let counter = 0;
/** A name (or name prefix) no other test or run uses. */
export const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`;

export class LoadsApi {
  private firstDriver: number | null = null;
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<LoadsApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new LoadsApi(request, access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** A load called `name` with every fee set, unassigned unless `spec.assigned`. */
  async createLoad(name: string, spec: LoadSpec = {}): Promise<Load> {
    const days = spec.pickupInDays ?? 1;
    const res = await this.request.post(apiUrl(ApiPaths.createLoad), {
      headers: this.headers,
      data: {
        loadname: name,
        pickup_location: 'Tulsa, OK',
        delivery_location: 'Omaha, NE',
        pickup_date: isoDay(days),
        pickup_time: '08:00',
        delivery_date: isoDay(days + 1),
        delivery_time: '16:00',
        weight_lbs: 18000,
        broker: spec.broker ?? 'E2E Brokers',
        price: spec.price ?? 1800,
        driver_fee: 450,
        fuel_price: 210.5,
        toll_price: 35,
        insurance_fee: 20,
        parking_fee: 10,
        payment: spec.payment ?? 'Unpaid',
      },
    });
    expect(res.status(), `create-load ${name}`).toBe(201);
    const load = (await res.json()) as Load;
    if (spec.assigned) await this.assign(load.id, (await this.drivers(1))[0].id);
    return load;
  }

  /** Creates `${prefix} NN` for each spec (NN from 01), in order; answers the names. */
  async createLoads(prefix: string, specs: LoadSpec[]): Promise<string[]> {
    const names: string[] = [];
    for (const [i, spec] of specs.entries()) {
      const name = `${prefix} ${String(i + 1).padStart(2, '0')}`;
      await this.createLoad(name, { pickupInDays: 3, price: 1000 + i, ...spec });
      names.push(name);
    }
    return names;
  }

  async getLoad(id: number): Promise<Load> {
    const res = await this.request.get(apiUrl(ApiPaths.load(id)), { headers: this.headers });
    expect(res.status(), `GET loads/${id}/`).toBe(200);
    return (await res.json()) as Load;
  }

  /** Every load whose name contains `search` (at most 200), as list-loads/ answers with `query`. */
  async list(search: string, query: Record<string, string> = {}): Promise<Load[]> {
    const res = await this.request.get(apiUrl(ApiPaths.listLoads), { headers: this.headers, params: { search, page: 1, page_size: 200, ...query } });
    expect(res.status(), 'list-loads/').toBe(200);
    return ((await res.json()) as LoadsPage).results;
  }

  /** The load called `name` (the newest, if several). */
  async findLoad(name: string): Promise<Load | undefined> {
    return (await this.list(name, { ordering: '-id' })).find((l) => l.loadname === name);
  }

  async assign(load: number, driver: number): Promise<void> {
    const res = await this.request.post(apiUrl(ApiPaths.createAssignment), { headers: this.headers, data: { load, driver } });
    expect(res.status(), `create-assignment of load ${load}`).toBe(201);
  }

  /** Marks an assigned load delivered at `at` (now by default). */
  async deliver(load: number, at: Date = new Date()): Promise<void> {
    const res = await this.request.post(apiUrl(ApiPaths.loadDelivery(load)), { headers: this.headers, data: { delivered_at: at.toISOString() } });
    expect(res.status(), `delivery of load ${load}`).toBe(200);
  }

  /** `n` drivers, in name order. */
  async drivers(n: number): Promise<ApiDriver[]> {
    const res = await this.request.get(apiUrl(ApiPaths.drivers), { headers: this.headers, params: { page: 1, page_size: n, ordering: 'name' } });
    expect(res.status(), 'users/drivers/').toBe(200);
    const drivers = ((await res.json()) as DriverPage).results;
    expect(drivers.length, 'seeded drivers').toBeGreaterThanOrEqual(n);
    return drivers;
  }
}
