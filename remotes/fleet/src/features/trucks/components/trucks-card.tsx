import { memo, useCallback, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Truck } from '@haulboard/shared/contracts';
import { deleteTruck, getTruck } from '@haulboard/shared/api/admin';
import { useListState, type ListState } from '@haulboard/shared/list-state';
import { resources, useListController, useResourceMutation } from '@haulboard/shared/resources';
import { BusyLabels, Button, chakra, ConfirmDialog, ErrorState, Flex, Heading, ListFooter, ListToolbar, Panel, Stack } from '@haulboard/shared/ui';
import {
  TRUCK_EXPIRY_FILTERS,
  TRUCK_SORTS,
  pageQueryOf,
  TRUCKS_LIST_DEFAULTS,
  TrucksListSchema,
  type TrucksListValues,
  type TruckExpiryChoice,
  type TruckOrdering,
} from '../lib/trucks-params';
import { deleteQuestion, TRUCK_MESSAGES } from '../lib/truck-texts';
import { useLinkedRecord } from '../../../components/use-linked-record';
import { AssignDriversDialog } from './assign-drivers-dialog';
import { TruckDetailsDialog } from './truck-details-dialog';
import { TruckFormDialog } from './truck-form-dialog';
import { TrucksTable, type TruckActions } from './trucks-table';

/** What the card has open: one dialog at a time. */
type Open = { kind: 'add' } | { kind: 'edit'; truck: Truck } | { kind: 'details'; truck: Truck } | { kind: 'assign'; truck: Truck } | null;

const TRUCK_NOUN = ['truck', 'trucks'] as const;

/**
 * All Trucks (spec part 2 "Trucks & Trailers"): search, sort, the expiry filter and page in the
 * URL, asked of the server; the table with view, edit, delete and Assign; the add/edit, details
 * and assign dialogs. Beyond the spec, each truck's expiry dates carry the server's judgement and
 * '{n} need attention' beside the title applies that filter.
 */
export function TrucksCard() {
  const list = useListState(TrucksListSchema, TRUCKS_LIST_DEFAULTS);
  const { values, set } = list;
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  useLinkedRecord('truck', getTruck, (truck) => setOpen({ kind: 'details', truck }));
  const selects = useMemo(
    () => [
      { label: 'Sort by', value: values.ordering, options: TRUCK_SORTS, onChange: (ordering: TruckOrdering) => set({ ordering }) },
      { label: 'Expiry filter', value: values.expiry, options: TRUCK_EXPIRY_FILTERS, onChange: (expiry: TruckExpiryChoice) => set({ expiry }) },
    ],
    [values.ordering, values.expiry, set],
  );

  return (
    <Panel role="region" aria-labelledby="all-trucks-title">
      <TrucksResults values={values} setPage={list.setPage} set={set} setOpen={setOpen}>
        <ListToolbar
          searchLabel="Search trucks"
          searchPlaceholder="Search trucks..."
          searchInput={list.searchInput}
          onSearch={list.setSearch}
          selects={selects}
        />
      </TrucksResults>
      {open?.kind === 'add' || open?.kind === 'edit' ? <TruckFormDialog truck={open.kind === 'edit' ? open.truck : null} onClose={close} /> : null}
      <TruckDetailsDialog truck={open?.kind === 'details' ? open.truck : null} onClose={close} onEdit={(truck) => setOpen({ kind: 'edit', truck })} />
      {open?.kind === 'assign' ? <AssignDriversDialog truck={open.truck} onClose={close} /> : null}
    </Panel>
  );
}

type ResultsProps = {
  values: TrucksListValues;
  setPage: ListState<TrucksListValues>['setPage'];
  set: ListState<TrucksListValues>['set'];
  setOpen: (open: Open) => void;
  /** The toolbar, between the title and the table. */
  children: React.ReactNode;
};

/** The card's data part: title with the counts, the table, the pages and the delete confirmation. It alone follows the query. */
const TrucksResults = memo(function TrucksResults({ values, setPage, set, setOpen, children }: ResultsProps) {
  const list = useListController(resources.trucks, { query: pageQueryOf(values), page: values.page, setPage });
  const { query, rows, count } = list;
  const attention = query.data?.attention_count ?? 0;
  const [toDelete, setToDelete] = useState<Truck | null>(null);
  // Its trailers become unassigned and its drivers free: the trucks' definition refreshes both.
  const remove = useResourceMutation(resources.trucks, {
    mutationFn: (truck: Truck) => deleteTruck(truck.id),
    changedId: (_data, truck) => truck.id,
    success: TRUCK_MESSAGES.deleted,
    failure: TRUCK_MESSAGES.deleteFailed,
    failureDetail: true,
  });
  const deletingId = remove.isPending ? (remove.variables?.id ?? null) : null;
  const onSortChange = useCallback((ordering: string) => set({ ordering: ordering as TruckOrdering }), [set]);
  const actions = useMemo<TruckActions>(
    () => ({
      onView: (truck) => setOpen({ kind: 'details', truck }),
      onEdit: (truck) => setOpen({ kind: 'edit', truck }),
      onDelete: setToDelete,
      onAssign: (truck) => setOpen({ kind: 'assign', truck }),
    }),
    [setOpen],
  );

  return (
    <Stack gap="3" minW="0">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="lg" id="all-trucks-title">
            All Trucks{' '}
            <chakra.span color="fg.muted" fontWeight="normal" aria-label={`${count} ${count === 1 ? 'truck' : 'trucks'}`}>
              ({query.isPending ? '…' : count})
            </chakra.span>
          </Heading>
          {attention > 0 && values.expiry !== 'attention' ? (
            <Button size="xs" variant="subtle" colorPalette="orange" onClick={() => set({ expiry: 'attention' })}>
              {attention} need attention
            </Button>
          ) : null}
        </Flex>
        <Button
          colorPalette="blue"
          size="sm"
          onClick={() => setOpen({ kind: 'add' })}
          onPointerEnter={TruckFormDialog.preload}
          onFocus={TruckFormDialog.preload}
        >
          <Plus aria-hidden /> Add Truck
        </Button>
      </Flex>
      {children}
      {list.error ? (
        // The spec's error row, with a way out: Try Again asks once more.
        <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />
      ) : (
        <TrucksTable
          trucks={rows}
          loading={list.loading}
          refreshing={list.refreshing}
          ordering={values.ordering}
          onSortChange={onSortChange}
          deletingId={deletingId}
          actions={actions}
        />
      )}
      <ListFooter count={count} page={values.page} pageSize={list.pageSize} noun={TRUCK_NOUN} onPageChange={setPage} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirm Deletion"
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel={BusyLabels.delete}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      >
        {toDelete && deleteQuestion(toDelete)}
      </ConfirmDialog>
    </Stack>
  );
});
