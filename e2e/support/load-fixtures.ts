import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './api';
import { ADMIN } from './env';
import { isoDay } from './loads-api';

// Loads and drivers made and read through the API as the administrator, for the load screens' tests.

export type ApiLoad = {
  id: number;
  loadname: string;
  status: 'unassigned' | 'assigned' | 'delivered';
  payment: 'Paid' | 'Unpaid';
  toll_price: number | null;
  document: string | null;
  assigned_driver: { id: number; name: string; email: string } | null;
  assignments: { id: number; driver: number }[];
};
export type ApiDriver = { id: number; full_name: string; email: string };

let counter = 0;
/** A load name no other test (or run) uses. */
export const uniqueLoadName = (what: string) => `${what} ${Date.now().toString(36)}-${process.pid}-${++counter}`;

export class LoadsApi {
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

  /** An unassigned load picked up tomorrow and delivered the day after. */
  async createLoad(name: string): Promise<ApiLoad> {
    const res = await this.request.post('/api/create-load/', {
      headers: this.headers,
      data: {
        loadname: name,
        pickup_location: 'Tulsa, OK',
        delivery_location: 'Omaha, NE',
        pickup_date: isoDay(1),
        pickup_time: '08:00',
        delivery_date: isoDay(2),
        delivery_time: '16:00',
        weight_lbs: 18000,
        broker: 'E2E Brokers',
        price: 1800,
        driver_fee: 450,
        fuel_price: 210.5,
        toll_price: 35,
        insurance_fee: 20,
        parking_fee: 10,
      },
    });
    expect(res.status(), 'create-load').toBe(201);
    return (await res.json()) as ApiLoad;
  }

  async getLoad(id: number): Promise<ApiLoad> {
    const res = await this.request.get(`/api/loads/${id}/`, { headers: this.headers });
    expect(res.status(), `GET loads/${id}/`).toBe(200);
    return (await res.json()) as ApiLoad;
  }

  /** The load called `name` (the newest, if several). */
  async findLoad(name: string): Promise<ApiLoad | undefined> {
    const res = await this.request.get('/api/list-loads/', { headers: this.headers, params: { search: name, page: 1, ordering: '-id' } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { results: ApiLoad[] }).results.find((l) => l.loadname === name);
  }

  async assign(load: number, driver: number): Promise<void> {
    const res = await this.request.post('/api/create-assignment/', { headers: this.headers, data: { load, driver } });
    expect(res.ok(), 'create-assignment').toBe(true);
  }

  /** `n` drivers, in name order. */
  async drivers(n: number): Promise<ApiDriver[]> {
    const res = await this.request.get('/api/users/drivers/', { headers: this.headers, params: { page: 1, page_size: n, ordering: 'name' } });
    expect(res.status()).toBe(200);
    const drivers = ((await res.json()) as { results: ApiDriver[] }).results;
    expect(drivers.length, 'seeded drivers').toBeGreaterThanOrEqual(n);
    return drivers;
  }
}
