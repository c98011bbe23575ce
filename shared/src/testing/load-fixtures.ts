// A load as the API answers it, for the screens' tests (never imported by product code).
import type { Load, LoadDocument } from '../contracts/loads';

/** A load as the API answers it, for the screens' tests (loads, reports). */
export function aLoad(over: Partial<Load> = {}): Load {
  return {
    id: 1,
    loadname: 'Steel coils',
    loadNumber: null,
    pickup_location: 'Chicago, IL',
    delivery_location: 'Dallas, TX',
    pickup_date: '2026-03-10',
    pickup_time: '09:00',
    delivery_date: '2026-03-12',
    delivery_time: '17:30',
    weight_lbs: 42000.5,
    weight: 42000.5,
    broker: 'Acme Brokers',
    broker_id: null,
    broker_name: 'Acme Brokers',
    price: 2500,
    driver_fee: 600,
    fuel_price: 300.25,
    toll_price: 40,
    insurance_fee: 25,
    parking_fee: 15,
    payment: 'Unpaid',
    status: 'unassigned',
    document: null,
    assigned_driver: null,
    driver_name: null,
    assignments: [],
    delivered_at: null,
    created_at: '2026-03-01T10:00:00Z',
    version: 1,
    ...over,
  };
}

/** One of a load's documents as the API answers it (GET loads/{id}/documents/). */
export function aLoadDocument(over: Partial<LoadDocument> = {}): LoadDocument {
  const id = over.id ?? 1;
  const name = over.name ?? `document-${id}.pdf`;
  return {
    id,
    load: 1,
    kind: 'other',
    name,
    size: 120_000,
    content_type: 'application/pdf',
    // As the server links a stored file: a random folder, then the name it was uploaded under.
    url: `/api/media/2026/${id.toString(16).padStart(32, '0')}/${encodeURIComponent(name)}?exp=1&sig=x`,
    uploaded_at: '2026-03-10T12:00:00.000Z',
    uploaded_by: 'Ada Admin',
    ...over,
  };
}
