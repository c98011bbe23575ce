import { DELIVERY_FUTURE_SLACK_MINUTES } from '@haulboard/shared/api/admin';
import type { Load, LoadStatus, UpdateLoadInput } from '@haulboard/shared/contracts';
import type { TabItem } from '@haulboard/shared/ui';

/** The screen's title by the load's status (spec part 2 "Load detail"). */
export function detailTitle(status: LoadStatus | undefined): string {
  if (status === 'delivered') return 'Load Delivered Successfully';
  if (status === 'unassigned') return 'Assign Driver to Load';
  if (status === 'assigned') return 'Assigned Load Details';
  return 'Load Details';
}

export const DetailTab = {
  assign: 'assign',
  upload: 'upload',
  driver: 'driver',
  documents: 'documents',
  history: 'history',
} as const;
export type DetailTab = (typeof DetailTab)[keyof typeof DetailTab];

/**
 * Unassigned loads are assigned and given documents; the others show their driver and documents.
 * Every load has its History last (issue 28): who changed what, newest first.
 */
export function tabsFor(status: LoadStatus): TabItem<DetailTab>[] {
  return status === 'unassigned'
    ? [
        { value: DetailTab.assign, label: 'Assign Driver' },
        { value: DetailTab.upload, label: 'Upload Documents' },
        { value: DetailTab.history, label: 'History' },
      ]
    : [
        { value: DetailTab.driver, label: 'Driver Details' },
        { value: DetailTab.documents, label: 'Documents' },
        { value: DetailTab.history, label: 'History' },
      ];
}

/** The fields Edit Load Details changes, as the form holds them (numbers as typed text): every field of the load (issue 28). */
export type LoadEditValues = {
  loadname: string;
  /** The outside reference (issue 27), optional. */
  loadNumber: string;
  broker: string;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  pickup_time: string;
  delivery_date: string;
  delivery_time: string;
  weight_lbs: string;
  price: string;
  fuel_price: string;
  toll_price: string;
  driver_fee: string;
  parking_fee: string;
  insurance_fee: string;
  payment: Load['payment'];
};

const asText = (n: number | null) => (n === null ? '' : String(n));
/** 'HH:MM:SS' -> 'HH:MM', as a time input holds it. */
const hhmm = (t: string) => t.slice(0, 5);

/** The form's starting values: what Cancel puts back. */
export function editValuesOf(load: Load): LoadEditValues {
  return {
    loadname: load.loadname,
    loadNumber: load.loadNumber ?? '',
    broker: load.broker ?? '',
    pickup_location: load.pickup_location,
    delivery_location: load.delivery_location,
    pickup_date: load.pickup_date,
    pickup_time: hhmm(load.pickup_time),
    delivery_date: load.delivery_date,
    delivery_time: hhmm(load.delivery_time),
    weight_lbs: asText(load.weight_lbs),
    price: asText(load.price),
    fuel_price: asText(load.fuel_price),
    toll_price: asText(load.toll_price),
    driver_fee: asText(load.driver_fee),
    parking_fee: asText(load.parking_fee),
    insurance_fee: asText(load.insurance_fee),
    payment: load.payment,
  };
}

/** A document's label in the upload messages ('{Document label} uploaded successfully!'). */
export const LOAD_DOCUMENT_LABEL = 'Load document';
/** The spec's document kinds (part 2 "Load detail"); the server checks the content too. */
export const LOAD_DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
/** The server's limit for a document (upload rules). */
export const LOAD_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export type UpdateBody = UpdateLoadInput;

/** The Mark Delivered dialog's date and time, as its inputs hold them. */
export type DeliveryTime = { date: string; time: string };

const pad = (n: number) => String(n).padStart(2, '0');
/** Now on this computer's clock, as the date and time inputs take it: the dialog's default. */
export function deliveryTimeAt(now: Date): DeliveryTime {
  return { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, time: `${pad(now.getHours())}:${pad(now.getMinutes())}` };
}

/** The inputs' local date and time as the instant the server takes (ISO, UTC); null when either is not filled in. */
export function deliveredAtOf({ date, time }: DeliveryTime): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Why the dialog's time cannot be sent (the server's rules, said before any call), or null. */
export function deliveryProblem(value: DeliveryTime, pickupDate: string, now: Date): string | null {
  const at = deliveredAtOf(value);
  if (at === null) return 'Enter the date and time of the delivery';
  if (value.date < pickupDate) return 'The delivery cannot be before the pickup date.';
  if (new Date(at).getTime() > now.getTime() + DELIVERY_FUTURE_SLACK_MINUTES * 60_000) return 'The delivery time cannot be in the future.';
  return null;
}
