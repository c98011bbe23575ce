import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './api';
import { ADMIN } from './env';

// The loads list's tests make their own loads through the API (as the administrator), each
// batch under a name prefix no other test or run uses, and search for that prefix: the tests
// neither depend on each other nor on the demo data.

export type ListedLoad = {
  id: number;
  loadname: string;
  status: 'unassigned' | 'assigned' | 'delivered';
  payment: 'Paid' | 'Unpaid';
  pickup_date: string;
};

export type LoadSpec = {
  /** Days from today (local) of the pickup; the delivery is a day later. */
  pickupInDays?: number;
  payment?: 'Paid' | 'Unpaid';
  assigned?: boolean;
  price?: number;
};

/** A calendar day in the API's form, `days` from today in local time (the server's time zone here). */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

let batch = 0;
/** A name prefix no other test (or run) uses. */
export const uniquePrefix = (what: string) => `${what} ${Date.now().toString(36)}${process.pid.toString(36)}${++batch}`;

export class LoadsListApi {
  private driverId: number | null = null;
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<LoadsListApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new LoadsListApi(request, access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  private async driver(): Promise<number> {
    if (this.driverId === null) {
      const res = await this.request.get('/api/users/drivers/', { headers: this.headers, params: { page: 1, page_size: 1 } });
      expect(res.status(), 'users/drivers/').toBe(200);
      const body = (await res.json()) as { results: { id: number }[] };
      expect(body.results.length, 'a demo driver to assign').toBeGreaterThan(0);
      this.driverId = body.results[0].id;
    }
    return this.driverId;
  }

  /** Creates `${prefix} NN` for each spec (NN from 01), in order; answers the names. */
  async createLoads(prefix: string, specs: LoadSpec[]): Promise<string[]> {
    const names: string[] = [];
    for (const [i, spec] of specs.entries()) {
      const name = `${prefix} ${String(i + 1).padStart(2, '0')}`;
      const days = spec.pickupInDays ?? 3;
      const res = await this.request.post('/api/create-load/', {
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
          broker: 'E2E Brokers',
          price: spec.price ?? 1000 + i,
          driver_fee: 450,
          payment: spec.payment ?? 'Unpaid',
        },
      });
      expect(res.status(), `create-load ${name}`).toBe(201);
      const { id } = (await res.json()) as { id: number };
      if (spec.assigned) {
        const a = await this.request.post('/api/create-assignment/', { headers: this.headers, data: { load: id, driver: await this.driver() } });
        expect(a.status(), `create-assignment ${name}`).toBe(201);
      }
      names.push(name);
    }
    return names;
  }

  /** Every load whose name contains `search` (at most 200), as list-loads/ answers with `query`. */
  async list(search: string, query: Record<string, string> = {}): Promise<ListedLoad[]> {
    const res = await this.request.get('/api/list-loads/', { headers: this.headers, params: { search, page: 1, page_size: 200, ...query } });
    expect(res.status(), 'list-loads/').toBe(200);
    return ((await res.json()) as { results: ListedLoad[] }).results;
  }
}
