import type { ActivityFields, Load, LoadDocument } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import type { LoadDocumentRow, LoadRow } from './repository';

/** The load's own fields, as its answer and its audit record (the API's names) both hold them. */
function ownFields(row: LoadRow) {
  return {
    loadname: row.loadname,
    loadNumber: row.load_number,
    pickup_location: row.pickup_location,
    delivery_location: row.delivery_location,
    pickup_date: row.pickup_date,
    pickup_time: row.pickup_time,
    delivery_date: row.delivery_date,
    delivery_time: row.delivery_time,
    weight_lbs: row.weight_lbs,
    broker: row.broker,
    price: row.price,
    driver_fee: row.driver_fee,
    fuel_price: row.fuel_price,
    toll_price: row.toll_price,
    insurance_fee: row.insurance_fee,
    parking_fee: row.parking_fee,
    payment: row.payment,
    status: row.status,
  };
}

const driverNameOf = (row: LoadRow) => `${row.driver_first_name ?? ''} ${row.driver_last_name ?? ''}`.trim();

/** A load row with its driver and truck as the contracts' Load, the spec's aliases included, its document signed. */
export function toLoad(row: LoadRow, media: MediaSigner): Load {
  const driverName = row.driver_id === null ? null : driverNameOf(row);
  return {
    id: row.id,
    ...ownFields(row),
    weight: row.weight_lbs,
    broker_id: row.broker_id,
    broker_name: row.broker,
    document: media.url(row.document),
    assigned_driver:
      row.driver_id === null ? null : { id: row.driver_id, name: driverName ?? '', email: row.driver_email ?? '', vehicle_plate_no: row.truck_number },
    driver_name: driverName,
    assignments: row.assignment_id === null || row.driver_id === null ? [] : [{ id: row.assignment_id, load: row.id, driver: row.driver_id }],
    delivered_at: row.delivered_at,
    created_at: row.created_at,
    version: row.version,
  };
}

/** A load's recorded fields for the audit trail, by their API names; its document is recorded by file name on upload only. */
export function toLoadFields(row: LoadRow): ActivityFields {
  return { ...ownFields(row), driver: row.driver_id === null ? null : { id: row.driver_id, name: driverNameOf(row) } };
}

/** A load document row as the contracts' LoadDocument, its file signed. */
export function toLoadDocument(row: LoadDocumentRow, media: MediaSigner): LoadDocument {
  return {
    id: row.id,
    load: row.load_id,
    kind: row.kind,
    name: row.original_name,
    size: row.size,
    content_type: row.content_type ?? 'application/octet-stream',
    url: media.url(row.file_key) as string,
    uploaded_at: row.uploaded_at,
    uploaded_by: row.uploaded_by,
  };
}
