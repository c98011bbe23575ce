// The loads' delivery and document constants without zod: the detail screen reads them on its
// first load, where the contracts' schemas (zod, 90 KiB gzip) are loaded only at a form's first
// validation (remotes/loads/src/lib/load-schemas.ts). Re-exported by `contracts` and `api/admin`.

/** What a load's document is (issue 28): the closed list the Documents tab offers and the server keeps. */
export const LoadDocumentKind = {
  rate_confirmation: 'rate_confirmation',
  bill_of_lading: 'bill_of_lading',
  proof_of_delivery: 'proof_of_delivery',
  other: 'other',
} as const;
export type LoadDocumentKind = (typeof LoadDocumentKind)[keyof typeof LoadDocumentKind];
export const LOAD_DOCUMENT_KINDS = Object.values(LoadDocumentKind) as [LoadDocumentKind, ...LoadDocumentKind[]];
/** Each kind as a person reads it. */
export const LOAD_DOCUMENT_KIND_LABELS = {
  rate_confirmation: 'Rate confirmation',
  bill_of_lading: 'Bill of lading',
  proof_of_delivery: 'Proof of delivery',
  other: 'Other',
} as const satisfies Record<LoadDocumentKind, string>;

/** How far ahead of the server's clock a delivery time may be (clocks differ, a form sat open). */
export const DELIVERY_FUTURE_SLACK_MINUTES = 5;
