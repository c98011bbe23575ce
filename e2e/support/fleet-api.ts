import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, type Driver, type Trailer, type TrailerInput, type Truck, type TruckInput, type TruckPage } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';
import { isoDay, uniqueName } from './loads-api';
import { PeopleApi, type ApiPerson } from './people-api';

// Trucks, trailers and driver assignments made, read and removed through the API as the
// administrator, for the fleet screen's tests. Each test makes its own trucks and trailers under
// numbers no other test or run uses (uniqueTruckNumber) and deletes them after, so parallel
// workers sharing one server never see each other's rows in their searches.

export { isoDay, uniqueName };

let counter = 0;
const nextSuffix = () => `${Date.now().toString(36).slice(-6)}${process.pid.toString(36)}${++counter}`.toUpperCase();

/** A truck (or trailer) number no other test, worker or run uses, readable after `prefix` ('E2E-T-...'). */
export const uniqueTruckNumber = (prefix = 'E2E-T') => `${prefix}-${nextSuffix()}`;
/** A 17-character VIN-like string no other test or run uses. */
export const uniqueVin = () => `VIN${nextSuffix()}`.padEnd(17, 'X').slice(0, 17);

export class FleetApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<FleetApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new FleetApi(request, access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /**
   * A truck; every field not given gets a unique number/VIN or a plain value ('E2E Model',
   * no dates, no notes). Dates are 'YYYY-MM-DD' (isoDay(-3) for one three days ago).
   */
  async createTruck(fields: Partial<TruckInput> = {}): Promise<Truck> {
    const data: TruckInput = { truck_number: uniqueTruckNumber(), truck_model: 'E2E Model', vin_number: uniqueVin(), ...fields };
    const res = await this.request.post(apiUrl(ApiPaths.createTruck), { headers: this.headers, data });
    expect(res.status(), `create-truck ${data.truck_number}: ${await res.text()}`).toBe(201);
    return (await res.json()) as Truck;
  }

  async getTruck(id: number): Promise<Truck> {
    const res = await this.request.get(apiUrl(ApiPaths.truckDetails(id)), { headers: this.headers });
    expect(res.status(), `GET ${ApiPaths.truckDetails(id)}`).toBe(200);
    return (await res.json()) as Truck;
  }

  /** The trucks matching `search` as the screen asks for them (at most 200), with the count and attention count. */
  async trucks(search: string, query: Record<string, string> = {}): Promise<TruckPage> {
    const res = await this.request.get(apiUrl(ApiPaths.trucksList), { headers: this.headers, params: { search, page: 1, page_size: 200, ...query } });
    expect(res.status(), `${ApiPaths.trucksList}?search=${search}`).toBe(200);
    return (await res.json()) as TruckPage;
  }

  /** The truck numbered `truckNumber` (exact), or undefined once deleted. */
  async findTruck(truckNumber: string): Promise<Truck | undefined> {
    return (await this.trucks(truckNumber)).results.find((t) => t.truck_number === truckNumber);
  }

  /** Deletes a truck (its trailers become unassigned, its drivers free); one already gone is fine. */
  async deleteTruck(id: number): Promise<void> {
    const res = await this.request.delete(apiUrl(ApiPaths.deleteTruck(id)), { headers: this.headers });
    expect([204, 404], `DELETE ${ApiPaths.deleteTruck(id)}`).toContain(res.status());
  }

  /** A trailer; name and number unique unless given, unassigned unless `truck_number` is given. */
  async createTrailer(fields: Partial<TrailerInput> = {}): Promise<Trailer> {
    const data: TrailerInput = { tailer_name: uniqueName('E2E Trailer'), trailer_number: uniqueTruckNumber('E2E-TR'), ...fields };
    const res = await this.request.post(apiUrl(ApiPaths.createTrailer), { headers: this.headers, data });
    expect(res.status(), `create-trailer ${data.trailer_number}: ${await res.text()}`).toBe(201);
    return (await res.json()) as Trailer;
  }

  /** Every trailer (the list is not paged). */
  async trailers(): Promise<Trailer[]> {
    const res = await this.request.get(apiUrl(ApiPaths.trailersList), { headers: this.headers });
    expect(res.status(), ApiPaths.trailersList).toBe(200);
    return (await res.json()) as Trailer[];
  }

  /** The trailer numbered `trailerNumber` (exact), or undefined once deleted. */
  async findTrailer(trailerNumber: string): Promise<Trailer | undefined> {
    return (await this.trailers()).find((t) => t.trailer_number === trailerNumber);
  }

  async deleteTrailer(id: number): Promise<void> {
    const res = await this.request.delete(apiUrl(ApiPaths.deleteTrailer(id)), { headers: this.headers });
    expect([204, 404], `DELETE ${ApiPaths.deleteTrailer(id)}`).toContain(res.status());
  }

  /** Assigns a trailer to a truck, or unassigns it with null. */
  async assignTrailer(trailerId: number, truckId: number | null): Promise<Trailer> {
    const res = await this.request.post(apiUrl(ApiPaths.assignTrailer), { headers: this.headers, data: { trailer_id: trailerId, truck_id: truckId } });
    expect(res.status(), `assign-trailer ${trailerId} -> ${truckId}: ${await res.text()}`).toBe(200);
    return (await res.json()) as Trailer;
  }

  /** Gives the truck these drivers: added to its own, or its only ones with `replace`. */
  async assignDrivers(truckId: number, driverIds: number[], replace = false): Promise<Truck> {
    const res = await this.request.post(apiUrl(ApiPaths.assignTruck), { headers: this.headers, data: { truck_id: truckId, driver_ids: driverIds, replace } });
    expect(res.status(), `assign-truck ${truckId}: ${await res.text()}`).toBe(200);
    return (await res.json()) as Truck;
  }

  /** The live drivers whose name, login or phone contains `search` (at most 200), each with their truck. */
  async drivers(search: string): Promise<Driver[]> {
    const res = await this.request.get(apiUrl(ApiPaths.drivers), { headers: this.headers, params: { search, page: 1, page_size: 200 } });
    expect(res.status(), `${ApiPaths.drivers}?search=${search}`).toBe(200);
    return ((await res.json()) as { results: Driver[] }).results;
  }

  /** The driver with this id as the drivers list shows them (truck_number, truck_expiry), found by `name`. */
  async findDriver(id: number, name: string): Promise<Driver | undefined> {
    return (await this.drivers(name)).find((d) => d.id === id);
  }

  /**
   * A fresh driver called `firstName` (made unique with uniqueName), so a test can assign and
   * replace drivers without touching the seed's or another test's. Delete with deleteDriver.
   */
  async createDriver(firstName: string): Promise<ApiPerson> {
    return (await PeopleApi.admin(this.request)).createDriver(firstName);
  }

  async deleteDriver(id: number): Promise<void> {
    return (await PeopleApi.admin(this.request)).deleteUser(id);
  }
}
