import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState } from '@haulboard/shared/list-state';
import { Button, Flex, Heading, ListToolbar, PageHeader, Panel, Stack } from '@haulboard/shared/ui';
import { INVOICE_LIST_DEFAULTS, InvoiceListSchema, type InvoiceFilterValues } from '../lib/invoice-params';
import { STATUS_OPTIONS } from '../lib/invoice-texts';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceList } from './invoice-list';
import { NewInvoiceDialog } from './new-invoice-dialog';

/**
 * /admin/invoices (issue 30): every invoice, newest number first, paged on the server, filtered by
 * status, broker, issue days and number (all in the URL); New invoice, and on each row Download
 * PDF, E-mail, Record payment and Void.
 */
export function InvoicesScreen() {
  const list = useListState(InvoiceListSchema, INVOICE_LIST_DEFAULTS);
  const { values, set, setPage } = list;
  const [creating, setCreating] = useState(false);
  const selects = useMemo(
    () => [{ label: 'Status', value: values.status, options: STATUS_OPTIONS, onChange: (status: InvoiceFilterValues['status']) => set({ status }) }],
    [values.status, set],
  );
  return (
    <Stack gap="5" minW="0">
      <PageHeader title="Invoices" chat={<ChatToggle />} />
      <Panel role="region" aria-labelledby="all-invoices-title">
        <Stack gap="4" minW="0">
          <Flex gap="3" align="center" wrap="wrap" justify="space-between">
            <Heading as="h2" size="lg" id="all-invoices-title">
              All Invoices
            </Heading>
            <Button colorPalette="blue" size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden /> New invoice
            </Button>
          </Flex>
          <ListToolbar
            searchLabel="Search invoice number"
            searchPlaceholder="Invoice number, e.g. INV-000012"
            searchInput={list.searchInput}
            onSearch={list.setSearch}
            selects={selects}
          />
          <InvoiceFilters status={values.status} broker={values.broker} from={values.from} to={values.to} onChange={set} />
          <InvoiceList values={values} setPage={setPage} />
        </Stack>
      </Panel>
      {creating ? <NewInvoiceDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
