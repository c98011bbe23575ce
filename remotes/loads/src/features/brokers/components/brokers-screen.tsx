import { memo, useCallback, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Broker } from '@haulboard/shared/contracts';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState, type ListState } from '@haulboard/shared/list-state';
import { resources, useListController } from '@haulboard/shared/resources';
import { Button, chakra, ErrorState, Flex, Heading, ListFooter, ListToolbar, PageHeader, Panel, Stack } from '@haulboard/shared/ui';
import { BROKER_SORTS, BROKERS_LIST_DEFAULTS, BrokersListSchema, pageQueryOf, type BrokerOrdering, type BrokersListValues } from '../lib/brokers-params';
import { BrokerFormDialog } from './broker-form-dialog';
import { BrokersTable } from './brokers-table';

/** What the screen has open: the add or the edit dialog. */
type Open = { kind: 'add' } | { kind: 'edit'; broker: Broker } | null;
const BROKER_NOUN = ['broker', 'brokers'] as const;

/** /admin/brokers (issue 30): the brokers, searched, sorted and paged on the server; Add Broker and Edit Broker. */
export function BrokersScreen() {
  const list = useListState(BrokersListSchema, BROKERS_LIST_DEFAULTS);
  const { values, set } = list;
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const selects = useMemo(
    () => [{ label: 'Sort by', value: values.ordering, options: BROKER_SORTS, onChange: (ordering: BrokerOrdering) => set({ ordering }) }],
    [values.ordering, set],
  );
  return (
    <Stack gap="5">
      <PageHeader title="Brokers" chat={<ChatToggle />} />
      <Panel role="region" aria-labelledby="all-brokers-title">
        <BrokersResults values={values} setPage={list.setPage} set={set} setOpen={setOpen}>
          <ListToolbar
            searchLabel="Search brokers"
            searchPlaceholder="Search brokers..."
            searchInput={list.searchInput}
            onSearch={list.setSearch}
            selects={selects}
          />
        </BrokersResults>
      </Panel>
      {open ? <BrokerFormDialog broker={open.kind === 'edit' ? open.broker : null} onClose={close} /> : null}
    </Stack>
  );
}

type ResultsProps = {
  values: BrokersListValues;
  setPage: ListState<BrokersListValues>['setPage'];
  set: ListState<BrokersListValues>['set'];
  setOpen: (open: Open) => void;
  children: React.ReactNode;
};

/** The data part: title with the count, the table, the pages. It alone follows the query. */
const BrokersResults = memo(function BrokersResults({ values, setPage, set, setOpen, children }: ResultsProps) {
  const list = useListController(resources.brokers, { query: pageQueryOf(values), page: values.page, setPage });
  const { query, rows, count } = list;
  const onSortChange = useCallback((ordering: string) => set({ ordering: ordering as BrokerOrdering }), [set]);
  const onEdit = useCallback((broker: Broker) => setOpen({ kind: 'edit', broker }), [setOpen]);
  return (
    <Stack gap="3" minW="0">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Heading as="h2" size="lg" id="all-brokers-title">
          All Brokers{' '}
          <chakra.span color="fg.muted" fontWeight="normal" aria-label={`${count} ${count === 1 ? 'broker' : 'brokers'}`}>
            ({query.isPending ? '…' : count})
          </chakra.span>
        </Heading>
        <Button
          colorPalette="blue"
          size="sm"
          onClick={() => setOpen({ kind: 'add' })}
          onPointerEnter={BrokerFormDialog.preload}
          onFocus={BrokerFormDialog.preload}
        >
          <Plus aria-hidden /> Add Broker
        </Button>
      </Flex>
      {children}
      {list.error ? (
        <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />
      ) : (
        <BrokersTable
          brokers={rows}
          loading={list.loading}
          refreshing={list.refreshing}
          ordering={values.ordering}
          onSortChange={onSortChange}
          onEdit={onEdit}
        />
      )}
      <ListFooter count={count} page={values.page} pageSize={list.pageSize} noun={BROKER_NOUN} onPageChange={setPage} />
    </Stack>
  );
});
