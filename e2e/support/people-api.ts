import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, normalizeLogin, type Dispatcher, type Driver, type RegisterResponseSchema, type z } from '@haulboard/shared/contracts';
import type { DriverPage } from '@haulboard/shared/api/admin';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';
import { uniqueName } from './loads-api';

// Dispatchers and drivers made, found and removed through the API as the administrator, for
// the people screens' tests. Each test registers its own people under a name and login no other
// test or run uses (uniqueName), so the tests neither depend on each other nor on the demo data.

export { uniqueName };

/** A person as register/ made them, with the login and password to sign in with. */
export type ApiPerson = z.infer<typeof RegisterResponseSchema> & {
  /** The login: a dispatcher's e-mail, a driver's phone number. */
  login: string;
  password: string;
  /** As the lists show it (register/ sets no last name). */
  full_name: string;
};

/** A strong password (spec section 5) for people the tests make. */
export const PERSON_PASSWORD = 'People-e2e-pass1!';

let counter = 0;
const nextSuffix = () => `${Date.now().toString().slice(-6)}${String(process.pid % 100).padStart(2, '0')}${String(++counter % 100).padStart(2, '0')}`;

/** A phone number no other test, worker or run uses: the time, the process and a counter (14 digits). */
export const uniquePhone = () => `+1 555 ${nextSuffix()}`;

/** An e-mail address no other test or run uses, readable after `name`. */
export const uniqueEmail = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'person'
  }.${nextSuffix()}@e2e.test`;

export class PeopleApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<PeopleApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new PeopleApi(request, access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  private async register(user_type: 'driver' | 'dispatcher', first_name: string, login: string, password: string): Promise<ApiPerson> {
    const res = await this.request.post(apiUrl(ApiPaths.register), { headers: this.headers, data: { first_name, email: login, password, user_type } });
    expect(res.status(), `register ${user_type} ${first_name} (${login}): ${await res.text()}`).toBe(201);
    const created = (await res.json()) as z.infer<typeof RegisterResponseSchema>;
    return { ...created, login: created.email, password, full_name: first_name };
  }

  /** A driver called `firstName` (make it unique with uniqueName) signing in with a fresh phone number. */
  createDriver(firstName: string, options: { phone?: string; password?: string } = {}): Promise<ApiPerson> {
    return this.register('driver', firstName, options.phone ?? uniquePhone(), options.password ?? PERSON_PASSWORD);
  }

  /** A dispatcher called `firstName` (make it unique with uniqueName) signing in with a fresh e-mail. */
  createDispatcher(firstName: string, options: { email?: string; password?: string } = {}): Promise<ApiPerson> {
    return this.register('dispatcher', firstName, options.email ?? uniqueEmail(firstName), options.password ?? PERSON_PASSWORD);
  }

  /** The live people whose name, login or phone contains `search` (at most 200). */
  async drivers(search: string): Promise<Driver[]> {
    const res = await this.request.get(apiUrl(ApiPaths.drivers), { headers: this.headers, params: { search, page: 1, page_size: 200 } });
    expect(res.status(), `${ApiPaths.drivers}?search=${search}`).toBe(200);
    return ((await res.json()) as DriverPage).results;
  }

  async dispatchers(search: string): Promise<Dispatcher[]> {
    const res = await this.request.get(apiUrl(ApiPaths.dispatchers), { headers: this.headers, params: { search, page: 1, page_size: 200 } });
    expect(res.status(), `${ApiPaths.dispatchers}?search=${search}`).toBe(200);
    return ((await res.json()) as { results: Dispatcher[] }).results;
  }

  /** The live driver signing in with `login` (exact, case-insensitive), or undefined once deleted. */
  async findDriver(login: string): Promise<Driver | undefined> {
    // The API keeps a phone-number login without its separators.
    return (await this.drivers(login)).find((d) => d.email.toLowerCase() === normalizeLogin(login).toLowerCase());
  }

  async findDispatcher(login: string): Promise<Dispatcher | undefined> {
    return (await this.dispatchers(login)).find((d) => d.email.toLowerCase() === login.toLowerCase());
  }

  /** Deactivates a driver or dispatcher (issue 28): their sessions end, their chat stays readable. */
  async deactivate(id: number): Promise<void> {
    const res = await this.request.post(apiUrl(ApiPaths.deactivateUser(id)), { headers: this.headers });
    expect(res.status(), `POST ${ApiPaths.deactivateUser(id)}`).toBe(200);
  }

  /** Deletes a driver (the server refuses dispatchers and admins); a driver already gone is fine. */
  async deleteUser(id: number): Promise<void> {
    const res = await this.request.delete(apiUrl(ApiPaths.deleteUser(id)), { headers: this.headers });
    expect([204, 404], `DELETE ${ApiPaths.deleteUser(id)}`).toContain(res.status());
  }
}
