import type DataTableImpl from './data-table-impl';
import { lazyPart } from './lazy-part';

export type { Column, DataTableProps, TableCards, TableSelection } from './data-table-impl';

/**
 * A table with the three states every list has (loading, error, empty), sortable headers, row
 * selection for bulk actions and a row actions column. Its code loads when a screen first draws
 * one, so pages without a table (the sign-in screens) never pay for it.
 */
export const DataTable = lazyPart(() => import('./data-table-impl')) as unknown as typeof DataTableImpl & { preload: () => void };
