import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type {
  AssignTrailer,
  AssignTruck,
  Trailer,
  TrailerInput,
  Truck,
  TruckChoiceRow,
  TruckInput,
  TruckPage,
  TrucksQuery,
  UpdateTrailerInput,
  UpdateTruckInput,
} from '../../contracts/fleet';

/** Every call the trucks and trailers screen makes, one function per endpoint. */
export const fleetApi = (http: Http) => ({
  /**
   * A page of trucks with the total and the attention count, searched, sorted and filtered on the
   * server. `page` is always sent: without a paging parameter the answer is the spec's plain array.
   */
  getTrucks: (query: TrucksQuery = {}, signal?: AbortSignal) => http<TruckPage>(ApiPaths.trucksList, { query: { ...query, page: query.page ?? 1 }, signal }),
  /** Every truck as a choice, by number (the trailer form's Assigned Truck): id, number and model only. */
  getTruckChoices: (signal?: AbortSignal) => http<TruckChoiceRow[]>(ApiPaths.truckChoices, { signal }),
  getTruck: (id: number, signal?: AbortSignal) => http<Truck>(ApiPaths.truckDetails(id), { signal }),
  createTruck: (body: TruckInput) => http<Truck>(ApiPaths.createTruck, { method: 'POST', body }),
  updateTruck: (id: number, body: UpdateTruckInput) => http<Truck>(ApiPaths.updateTruck(id), { method: 'PUT', body }),
  /** Its trailers become unassigned and its drivers free. */
  deleteTruck: (id: number) => http<void>(ApiPaths.deleteTruck(id), { method: 'DELETE' }),
  /** `replace` makes `driver_ids` the truck's only drivers; otherwise they join the ones it has. */
  assignDrivers: (body: AssignTruck) => http<Truck>(ApiPaths.assignTruck, { method: 'POST', body }),
  getTrailers: (signal?: AbortSignal) => http<Trailer[]>(ApiPaths.trailersList, { signal }),
  getTrailer: (id: number, signal?: AbortSignal) => http<Trailer>(ApiPaths.trailerDetails(id), { signal }),
  createTrailer: (body: TrailerInput) => http<Trailer>(ApiPaths.createTrailer, { method: 'POST', body }),
  updateTrailer: (id: number, body: UpdateTrailerInput) => http<Trailer>(ApiPaths.updateTrailer(id), { method: 'PUT', body }),
  deleteTrailer: (id: number) => http<void>(ApiPaths.deleteTrailer(id), { method: 'DELETE' }),
  /** `truck_id` null unassigns the trailer. */
  assignTrailer: (body: AssignTrailer) => http<Trailer>(ApiPaths.assignTrailer, { method: 'POST', body }),
});

export const {
  getTrucks,
  getTruckChoices,
  getTruck,
  createTruck,
  updateTruck,
  deleteTruck,
  assignDrivers,
  getTrailers,
  getTrailer,
  createTrailer,
  updateTrailer,
  deleteTrailer,
  assignTrailer,
} = fleetApi(api.http);
