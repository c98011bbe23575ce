// The fake backend's trucks and trailers: the lists, one of each, their writes and the drivers'
// and trailers' assignments, with the semantics of server/src/routes/fleet (service.ts); a truck's
// dates are judged on the backend's today.
import { z } from 'zod';
import {
  AssignTrailerSchema,
  AssignTruckSchema,
  EXPIRY_WARNING_DAYS,
  FLEET_MESSAGES,
  TrailerInputSchema,
  TrailerListSchema,
  TrailerSchema,
  TruckPageSchema,
  TruckChoiceListSchema,
  TruckInputSchema,
  UpdateTrailerSchema,
  UpdateTruckSchema,
  TruckSchema,
  TrucksQuerySchema,
  type ExpiryItem,
  type Trailer,
  type Truck,
  type TruckExpiry,
} from '../contracts/fleet';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import {
  endpoint,
  holds,
  idOf,
  nextId,
  NO_CONTENT,
  ok,
  pageOf,
  parsed,
  queryOf,
  refuse,
  refuseStaleEdit,
  sortedBy,
  wantsPage,
  withNextVersion,
  type Endpoint,
} from './fake-server-kit';

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

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function fleetEndpoints(db: FakeDb): Endpoint[] {
  const today = () => db.clock.today();
  const trucksNow = () => db.trucks.map((t) => ({ ...t, expiry: truckExpiry(t, today()) }));
  const truck = (id: number) => trucksNow().find((t) => t.id === id) ?? refuse(404, FLEET_MESSAGES.truckNotFound);
  const trailer = (id: number) => db.trailers.find((t) => t.id === id) ?? refuse(404, FLEET_MESSAGES.trailerNotFound);

  /** 409 when another truck has this number or VIN, both compared without regard to case. */
  const assertTruckUnique = (fields: { truck_number: string; vin_number: string }, exceptId: number) => {
    const others = db.trucks.filter((t) => t.id !== exceptId);
    if (others.some((t) => same(t.truck_number, fields.truck_number))) refuse(409, FLEET_MESSAGES.duplicateTruckNumber);
    if (others.some((t) => same(t.vin_number, fields.vin_number))) refuse(409, FLEET_MESSAGES.duplicateVin);
  };
  /** The trailer's truck by number (null for none); 400 when the number names no truck. */
  const truckByNumber = (number: string | null): Pick<Trailer, 'truck_id' | 'truck_number'> => {
    if (number === null) return { truck_id: null, truck_number: '' };
    const found = db.trucks.find((t) => same(t.truck_number, number)) ?? refuse(400, FLEET_MESSAGES.truckNotFound);
    return { truck_id: found.id, truck_number: found.truck_number };
  };
  const assertTrailerUnique = (number: string, exceptId: number) => {
    if (db.trailers.some((t) => t.id !== exceptId && same(t.trailer_number, number))) refuse(409, FLEET_MESSAGES.duplicateTrailerNumber);
  };
  /** A truck's drivers as the server aggregates them: by first name, last name, then id. */
  const driverLinks = (ids: number[]) =>
    sortedBy(
      db.drivers.filter((d) => ids.includes(d.id)),
      (d) => [d.first_name.toLowerCase(), d.last_name.toLowerCase(), d.id],
    ).map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}`.trim() }));
  /** Every truck's trailers follow its number. */
  const renumberTrailers = (id: number, number: string) => {
    db.trailers = db.trailers.map((t) => (t.truck_id === id ? { ...t, truck_number: number } : t));
  };

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
    endpoint(
      'GET',
      ApiPaths.truckChoices,
      () =>
        ok(sortedBy(trucksNow(), (t) => [t.truck_number.toLowerCase()]).map((t) => ({ id: t.id, truck_number: t.truck_number, truck_model: t.truck_model }))),
      TruckChoiceListSchema,
    ),
    endpoint('GET', ApiPaths.truckDetails, (req) => ok(truck(idOf(req))), TruckSchema),
    endpoint(
      'POST',
      ApiPaths.createTruck,
      (req) => {
        const fields = parsed(TruckInputSchema, req.body);
        assertTruckUnique(fields, 0);
        const id = nextId(db.trucks);
        db.trucks.push({ id, ...fields, drivers: [], driver_names: [], expiry: truckExpiry(fields, today()), version: 1 });
        return ok(truck(id), 201);
      },
      TruckSchema,
    ),
    endpoint(
      'PUT',
      ApiPaths.updateTruck,
      (req) => {
        const { version, ...fields } = parsed(UpdateTruckSchema, req.body);
        const id = truck(idOf(req)).id;
        refuseStaleEdit('truck', truck(id), version, db.otherEditor);
        assertTruckUnique(fields, id);
        db.trucks = db.trucks.map((t) => (t.id === id ? withNextVersion(t, { ...t, ...fields }) : t));
        renumberTrailers(id, fields.truck_number);
        return ok(truck(id));
      },
      TruckSchema,
    ),
    // replace: the drivers become the truck's only ones; otherwise they join its own. A driver drives one
    // truck at a time, so each leaves any other. All or nothing: an unknown truck or driver changes nothing.
    endpoint(
      'POST',
      ApiPaths.assignTruck,
      (req) => {
        const body = parsed(AssignTruckSchema, req.body);
        const id = truck(body.truck_id).id;
        const ids = [...new Set(body.driver_ids)].sort((a, b) => a - b);
        const unknown = ids.find((d) => !db.drivers.some((x) => x.id === d));
        if (unknown !== undefined) refuse(400, `No driver with id ${unknown}.`);
        db.trucks = db.trucks.map((t) => {
          const kept = t.drivers.map((d) => d.id).filter((d) => !ids.includes(d));
          const linked = t.id === id ? [...(body.replace ? [] : kept), ...ids] : kept;
          const drivers = driverLinks(linked);
          return { ...t, drivers, driver_names: drivers.map((d) => d.name) };
        });
        return ok(truck(id));
      },
      TruckSchema,
    ),
    endpoint('DELETE', ApiPaths.deleteTruck, (req) => {
      const gone = truck(idOf(req));
      db.trucks = db.trucks.filter((t) => t.id !== gone.id);
      db.trailers = db.trailers.map((t) => (t.truck_id === gone.id ? { ...t, truck_id: null, truck_number: '' } : t));
      return NO_CONTENT;
    }),
    // Trailers are few: the spec neither searches, sorts nor pages them.
    endpoint('GET', ApiPaths.trailersList, () => ok(sortedBy(db.trailers, (t) => [t.tailer_name.toLowerCase(), t.id])), TrailerListSchema),
    endpoint('GET', ApiPaths.trailerDetails, (req) => ok(trailer(idOf(req))), TrailerSchema),
    endpoint(
      'POST',
      ApiPaths.createTrailer,
      (req) => {
        const fields = parsed(TrailerInputSchema, req.body);
        const truckOf = truckByNumber(fields.truck_number);
        assertTrailerUnique(fields.trailer_number, 0);
        const created: Trailer = { id: nextId(db.trailers), tailer_name: fields.tailer_name, trailer_number: fields.trailer_number, ...truckOf, version: 1 };
        db.trailers.push(created);
        return ok(created, 201);
      },
      TrailerSchema,
    ),
    endpoint(
      'PUT',
      ApiPaths.updateTrailer,
      (req) => {
        const { version, ...fields } = parsed(UpdateTrailerSchema, req.body);
        const id = trailer(idOf(req)).id;
        refuseStaleEdit('trailer', trailer(id), version, db.otherEditor);
        const truckOf = truckByNumber(fields.truck_number);
        assertTrailerUnique(fields.trailer_number, id);
        db.trailers = db.trailers.map((t) =>
          t.id === id ? withNextVersion(t, { id, tailer_name: fields.tailer_name, trailer_number: fields.trailer_number, ...truckOf, version: t.version }) : t,
        );
        return ok(trailer(id));
      },
      TrailerSchema,
    ),
    // truck_id null unassigns; an unknown truck is a 404, as is an unknown trailer.
    endpoint(
      'POST',
      ApiPaths.assignTrailer,
      (req) => {
        const body = parsed(AssignTrailerSchema, req.body);
        const id = trailer(body.trailer_id).id;
        const to = body.truck_id === null ? null : (db.trucks.find((t) => t.id === body.truck_id) ?? refuse(404, FLEET_MESSAGES.truckNotFound));
        db.trailers = db.trailers.map((t) => (t.id === id ? { ...t, truck_id: to?.id ?? null, truck_number: to?.truck_number ?? '' } : t));
        return ok(trailer(id));
      },
      TrailerSchema,
    ),
    endpoint('DELETE', ApiPaths.deleteTrailer, (req) => {
      const gone = trailer(idOf(req));
      db.trailers = db.trailers.filter((t) => t.id !== gone.id);
      return NO_CONTENT;
    }),
  ];
}
