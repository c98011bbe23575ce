// The fake backend's trucks and trailers: the lists, one of each, and their deletes, with the
// semantics of server/src/routes/fleet; a truck's dates are judged on the backend's today.
import { z } from 'zod';
import {
  EXPIRY_WARNING_DAYS,
  TrailerListSchema,
  TrailerSchema,
  TruckPageSchema,
  TruckSchema,
  TrucksQuerySchema,
  type ExpiryItem,
  type Truck,
  type TruckExpiry,
} from '../contracts/fleet';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import { endpoint, holds, idOf, NO_CONTENT, ok, pageOf, parsed, queryOf, refuse, sortedBy, wantsPage, type Endpoint } from './fake-server-kit';

const DAY_MS = 86_400_000;

/** A truck's dates on `asOf`, as domain/truck-expiry.ts judges them: past the date expired, within 30 days due. */
export function truckExpiry(t: Pick<Truck, 'registration_expiration_date' | 'insurance_expiration_date' | 'next_service_date'>, asOf: string): TruckExpiry {
  const daysLeft = (date: string | null) => (date === null ? null : Math.round((Date.parse(date) - Date.parse(asOf)) / DAY_MS));
  const stateOf = (days: number | null) => (days === null ? null : days < 0 ? 'expired' : days <= EXPIRY_WARNING_DAYS ? 'due' : 'ok');
  const item = (date: string | null): ExpiryItem => ({ date, state: stateOf(daysLeft(date)) });
  const dated = [t.registration_expiration_date, t.insurance_expiration_date, t.next_service_date].map(daysLeft).filter((d): d is number => d !== null);
  return {
    as_of: asOf,
    // The soonest date is the worst; 'ok' when none is dated.
    state: dated.length ? (stateOf(Math.min(...dated)) ?? 'ok') : 'ok',
    registration: item(t.registration_expiration_date),
    insurance: item(t.insurance_expiration_date),
    next_service: item(t.next_service_date),
  };
}

export function fleetEndpoints(db: FakeDb): Endpoint[] {
  const today = () => db.clock.today();
  const trucksNow = () => db.trucks.map((t) => ({ ...t, expiry: truckExpiry(t, today()) }));
  const truck = (id: number) => trucksNow().find((t) => t.id === id) ?? refuse(404, 'Truck not found.');
  const trailer = (id: number) => db.trailers.find((t) => t.id === id) ?? refuse(404, 'Trailer not found.');

  return [
    endpoint(
      'GET',
      ApiPaths.trucksList,
      (req) => {
        const q = parsed(TrucksQuerySchema, queryOf(req));
        const ordering = q.ordering ?? 'truck_number';
        const keys = ordering.endsWith('truck_model')
          ? (t: Truck) => [t.truck_model.toLowerCase(), t.truck_number.toLowerCase()]
          : (t: Truck) => [t.truck_number.toLowerCase()];
        // Number, model, VIN or any driver's name.
        const searched = trucksNow().filter(
          (t) => !q.search || [t.truck_number, t.truck_model, t.vin_number, ...t.driver_names].some((s) => holds(s, q.search!)),
        );
        const needsAttention = (t: Truck) => t.expiry.state !== 'ok';
        const shown = searched.filter((t) => (q.expiry === 'attention' ? needsAttention(t) : q.expiry === 'expired' ? t.expiry.state === 'expired' : true));
        const rows = sortedBy(shown, keys, ordering.startsWith('-'));
        if (!wantsPage(q, ['page', 'page_size', 'search', 'ordering', 'expiry'])) return ok(rows);
        return ok({ ...pageOf(rows, q, PAGE_SIZES.trucks), attention_count: searched.filter(needsAttention).length });
      },
      z.union([z.array(TruckSchema), TruckPageSchema]),
    ),
    endpoint('GET', ApiPaths.truckDetails, (req) => ok(truck(idOf(req))), TruckSchema),
    endpoint('DELETE', ApiPaths.deleteTruck, (req) => {
      const gone = truck(idOf(req));
      db.trucks = db.trucks.filter((t) => t.id !== gone.id);
      db.trailers = db.trailers.map((t) => (t.truck_id === gone.id ? { ...t, truck_id: null, truck_number: '' } : t));
      return NO_CONTENT;
    }),
    // Trailers are few: the spec neither searches, sorts nor pages them.
    endpoint('GET', ApiPaths.trailersList, () => ok(db.trailers), TrailerListSchema),
    endpoint('GET', ApiPaths.trailerDetails, (req) => ok(trailer(idOf(req))), TrailerSchema),
    endpoint('DELETE', ApiPaths.deleteTrailer, (req) => {
      const gone = trailer(idOf(req));
      db.trailers = db.trailers.filter((t) => t.id !== gone.id);
      return NO_CONTENT;
    }),
  ];
}
