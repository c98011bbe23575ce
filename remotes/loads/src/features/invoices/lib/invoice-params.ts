import { INVOICE_STATUSES, type InvoiceStatus } from '@haulboard/shared/api/admin';
import type { InvoiceListQuery } from '@haulboard/shared/contracts';
import { LIST_PATTERNS, listSchema, type ListSchema } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

/** The Invoices screen as its URL holds it (`?status=open&broker=3&from=2026-10-01&to=2026-10-31&search=12&page=2`). */
export type InvoiceListValues = { page: number; search: string; status: '' | InvoiceStatus; broker: string; from: string; to: string };
export type InvoiceFilterValues = Pick<InvoiceListValues, 'status' | 'broker' | 'from' | 'to'>;

export const INVOICE_LIST_DEFAULTS: InvoiceListValues = { page: 1, search: '', status: '', broker: '', from: '', to: '' };

/** The kit's list schema: the page, the number searched, the status, a broker's id and two issue days; a bad key of a pasted link falls back alone. */
export const InvoiceListSchema = listSchema(
  { status: ['', ...INVOICE_STATUSES] as const },
  { broker: LIST_PATTERNS.id('broker'), from: LIST_PATTERNS.day('from'), to: LIST_PATTERNS.day('to') },
) as ListSchema<InvoiceListValues>;

/** One page as invoices/ takes it (empty filters left out; days given the wrong way round still mean the days between them). */
export function pageQueryOf(v: InvoiceListValues): InvoiceListQuery {
  const [from, to] = v.from && v.to && v.from > v.to ? [v.to, v.from] : [v.from, v.to];
  return {
    page: v.page,
    page_size: resources.invoices.pageSize,
    ...(v.search ? { search: v.search } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(v.broker ? { broker: Number(v.broker) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
