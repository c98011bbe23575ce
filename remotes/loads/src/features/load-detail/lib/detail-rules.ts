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
} as const;
export type DetailTab = (typeof DetailTab)[keyof typeof DetailTab];

/** Unassigned loads are assigned and given documents; the others show their driver and documents. */
export function tabsFor(status: LoadStatus): TabItem<DetailTab>[] {
  return status === 'unassigned'
    ? [
        { value: DetailTab.assign, label: 'Assign Driver' },
        { value: DetailTab.upload, label: 'Upload Documents' },
      ]
    : [
        { value: DetailTab.driver, label: 'Driver Details' },
        { value: DetailTab.documents, label: 'Documents' },
      ];
}

/** The fields Edit Load Details changes, as the form holds them (numbers as typed text). */
export type LoadEditValues = {
  loadname: string;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  pickup_time: string;
  delivery_date: string;
  delivery_time: string;
  weight_lbs: string;
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
    pickup_location: load.pickup_location,
    delivery_location: load.delivery_location,
    pickup_date: load.pickup_date,
    pickup_time: hhmm(load.pickup_time),
    delivery_date: load.delivery_date,
    delivery_time: hhmm(load.delivery_time),
    weight_lbs: asText(load.weight_lbs),
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
