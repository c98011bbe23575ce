import type { Trailer } from '@haulboard/shared/contracts';

/** The trailers card's words (spec part 2 sections 2 and 8). No values from `contracts` here: the card's first load stays without zod. */
export const TRAILER_TEXTS = {
  title: 'All Trailers',
  add: 'Add Trailer',
  caption: 'Trailers',
  empty: 'No trailers found',
  loading: 'Loading trailers...',
  retry: 'Try Again',
  unassigned: 'Unassigned',
  assignTruck: 'Assign Truck',
  detailsTitle: 'Trailer Details',
  noDetails: 'No details available',
  detailsLoading: 'Loading trailer details...',
  detailsFailed: 'Error loading trailer details',
  deleteTitle: 'Confirm Deletion',
  deleted: 'Trailer deleted successfully',
  deleteFailed: 'Error deleting trailer',
} as const;

/** Spec part 2 section 8: the sentence names the trailer by its name. */
export const deleteTrailerQuestion = (trailer: Pick<Trailer, 'tailer_name'>) =>
  `Are you sure you want to delete the trailer ${trailer.tailer_name}? This action cannot be undone.`;

/** The Assigned Truck column's text: the truck's number, or 'Unassigned'. */
export const assignedTruckText = (trailer: Pick<Trailer, 'truck_number'>) => trailer.truck_number || TRAILER_TEXTS.unassigned;
