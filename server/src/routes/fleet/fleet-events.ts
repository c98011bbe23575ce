import type { ActivityFields, ActivityPerson } from '@haulboard/shared/contracts';
import { changedFields, filledFields, type AuditEvent, type AuditSubject } from '../../domain/audit-trail';
import type { TrailerRow } from './trailers-repository';
import type { TruckRow } from './trucks-repository';

/** The audit trail's events of trucks and trailers, from their rows as they were and as they are. */

export const truckSubject = (row: Pick<TruckRow, 'id' | 'truck_number'>): AuditSubject => ({ type: 'truck', id: row.id, label: row.truck_number });
const trailerSubject = (row: Pick<TrailerRow, 'id' | 'trailer_number'>): AuditSubject => ({ type: 'trailer', id: row.id, label: row.trailer_number });

/** A truck's own fields; its drivers are recorded apart (`truck.drivers_changed`). */
const truckFields = (row: TruckRow): ActivityFields => ({
  truck_number: row.truck_number,
  truck_model: row.truck_model,
  vin_number: row.vin_number,
  registration_expiration_date: row.registration_expiration_date,
  insurance_expiration_date: row.insurance_expiration_date,
  next_service_date: row.next_service_date,
  truck_notes: row.truck_notes,
});

/** A trailer's fields, its truck by number (null: none). */
const trailerFields = (row: TrailerRow): ActivityFields => ({
  tailer_name: row.tailer_name,
  trailer_number: row.trailer_number,
  truck: row.truck_number || null,
});

export const truckCreated = (row: TruckRow): AuditEvent => ({ kind: 'truck.created', subject: truckSubject(row), after: filledFields(truckFields(row)) });

export function truckUpdated(before: TruckRow, after: TruckRow): AuditEvent[] {
  const diff = changedFields(truckFields(before), truckFields(after));
  return diff ? [{ kind: 'truck.updated', subject: truckSubject(after), ...diff }] : [];
}

/** The deleted truck with its drivers, and each of its trailers left without a truck. */
export function truckDeleted(row: TruckRow, trailers: Array<Pick<TrailerRow, 'id' | 'trailer_number'>>): AuditEvent[] {
  return [
    { kind: 'truck.deleted', subject: truckSubject(row), before: filledFields({ ...truckFields(row), drivers: row.drivers }) },
    ...trailers.map((t): AuditEvent => ({
      kind: 'trailer.truck_changed',
      subject: trailerSubject(t),
      before: { truck: row.truck_number },
      after: { truck: null },
    })),
  ];
}

/** A truck's drivers before and after, when the people on it changed. */
export type TruckDrivers = { id: number; truck_number: string; drivers: ActivityPerson[] };

export function truckDriversChanged(before: TruckDrivers, after: TruckDrivers): AuditEvent[] {
  const ids = (t: TruckDrivers) => t.drivers.map((d) => d.id).join(',');
  if (ids(before) === ids(after)) return [];
  return [{ kind: 'truck.drivers_changed', subject: truckSubject(after), before: { drivers: before.drivers }, after: { drivers: after.drivers } }];
}

export const trailerCreated = (row: TrailerRow): AuditEvent => ({
  kind: 'trailer.created',
  subject: trailerSubject(row),
  after: filledFields(trailerFields(row)),
});
export const trailerDeleted = (row: TrailerRow): AuditEvent => ({
  kind: 'trailer.deleted',
  subject: trailerSubject(row),
  before: filledFields(trailerFields(row)),
});

/** Its truck is `trailer.truck_changed` (as assign-trailer records it), the rest `trailer.updated`. */
export function trailerChanged(before: TrailerRow, after: TrailerRow): AuditEvent[] {
  const subject = trailerSubject(after);
  const events: AuditEvent[] = [];
  const own = changedFields(trailerFields(before), trailerFields(after), ['tailer_name', 'trailer_number']);
  if (own) events.push({ kind: 'trailer.updated', subject, ...own });
  const truck = changedFields(trailerFields(before), trailerFields(after), ['truck']);
  if (truck) events.push({ kind: 'trailer.truck_changed', subject, ...truck });
  return events;
}
