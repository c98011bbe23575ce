import { memo, useCallback, useMemo, useState } from 'react';
import type { Load, Payment } from '@haulboard/shared/contracts';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState } from '@haulboard/shared/list-state';
import { resources, useListController } from '@haulboard/shared/resources';
import { AppRoutes, Link } from '@haulboard/shared/router';
import { BulkBar, Button, ConfirmDialog, ExportCsvButton, ListFooter, PageHeader, Panel, Tabs, useLatestCallback } from '@haulboard/shared/ui';
import { useDeleteLoads, useExportLoads, useSetLoadsPayment } from '../features/loads-list/api/change-loads';
import { LoadsFilters } from '../features/loads-list/components/loads-filters';
import { LoadsTable } from '../features/loads-list/components/loads-table';
import { useRowSelection } from '../features/loads-list/hooks/use-row-selection';
import { filtersOf, LOAD_TABS, LOADS_LIST_DEFAULTS, LoadsListSchema, pageQueryOf, type LoadTab } from '../features/loads-list/lib/list-params';

const LOAD_NOUN = ['load', 'loads'] as const;
// Plain elements with constant styles: a list change redraws them, and Chakra layout components
// resolved their style props each time (the kit's parts are styled by class: shared/ui/kit-css.ts).
const MIN_WIDTH_0 = { minWidth: 0 } as const;
const RESULTS_STYLE = { display: 'flex', flexDirection: 'column', gap: '0.75rem', minWidth: 0 } as const;

/** What the Delete confirmation is about: one row's load (by name) or the selected ones. */
type DeleteTarget = { ids: number[]; name: string | null };

/** The confirmation's text: the spec's for one load, the count for a selection. */
export const deleteQuestion = (t: DeleteTarget) =>
  t.name !== null
    ? `Are you sure you want to delete the load "${t.name}"? This action cannot be undone.`
    : `Are you sure you want to delete the ${t.ids.length} selected ${t.ids.length === 1 ? 'load' : 'loads'}? This action cannot be undone.`;

const useLoadsList = () => useListState(LoadsListSchema, LOADS_LIST_DEFAULTS);
type LoadsList = ReturnType<typeof useLoadsList>;

/** /admin/loads: spec part 2 "Loads list", with sort, bulk actions, CSV export and Undo. */
export default function LoadsListPage() {
  const list = useLoadsList();
  const { values, setPage, set } = list;
  const { mutate: exportLoads, isPending: exporting } = useExportLoads();
  // The header does not change with the page shown: drawn again only when the export starts or ends.
  const exportNow = useLatestCallback(() => exportLoads(filtersOf(values)));
  const header = useMemo(
    () => (
      <PageHeader
        title="All Loads"
        actions={
          <>
            <ExportCsvButton exporting={exporting} onExport={exportNow} />
            <Button asChild colorPalette="blue">
              <Link to={AppRoutes.addLoad}>+ Add Load</Link>
            </Button>
          </>
        }
        chat={<ChatToggle />}
      />
    ),
    [exportNow, exporting],
  );
  const onTab = useCallback((tab: LoadTab) => set({ tab }), [set]);
  // The tabs and the results follow the list's values only: a key in the search box redraws the filters alone.
  const body = useMemo(
    () => (
      <Tabs<LoadTab> label="Load status" items={LOAD_TABS} value={values.tab} onChange={onTab}>
        <LoadsResults values={values} setPage={setPage} set={set} />
      </Tabs>
    ),
    [values, onTab, setPage, set],
  );

  return (
    <div style={MIN_WIDTH_0}>
      {header}
      <Panel>
        <LoadsFilters searchInput={list.searchInput} onSearch={list.setSearch} date={values.date} payment={values.payment} onChange={set} />
        {body}
      </Panel>
    </div>
  );
}

/**
 * The page's data part: the selection bar, the table, the count line, the pagination and the
 * delete confirmation. It alone follows the query, so the rows' arrival (the second render of
 * each change) does not redraw the header, the filters, the tabs and the card.
 */
const LoadsResults = memo(function LoadsResults({
  values,
  setPage,
  set,
}: {
  values: LoadsList['values'];
  setPage: LoadsList['setPage'];
  set: LoadsList['set'];
}) {
  const list = useListController(resources.loads, { query: pageQueryOf(values), page: values.page, setPage });
  const { rows } = list;
  const selection = useRowSelection(
    JSON.stringify(values),
    rows?.map((l) => l.id),
  );

  const remove = useDeleteLoads();
  const payment = useSetLoadsPayment();
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);

  const onSortChange = useCallback((ordering: string) => set({ ordering: ordering as LoadsList['values']['ordering'] }), [set]);
  const onDeleteRow = useCallback((l: Load) => setToDelete({ ids: [l.id], name: l.loadname }), []);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.ids, {
      onSuccess: () => selection.clear(),
      onSettled: () => setToDelete(null),
    });
  };
  const markPayment = (value: Payment) => payment.mutate({ ids: selection.ids, payment: value }, { onSuccess: () => selection.clear() });

  return (
    <div style={RESULTS_STYLE}>
      <BulkBar count={selection.ids.length} noun={LOAD_NOUN} onClear={selection.clear}>
        <Button
          size="sm"
          variant="outline"
          colorPalette="green"
          onClick={() => markPayment('Paid')}
          loading={payment.isPending && payment.variables?.payment === 'Paid'}
          disabled={payment.isPending}
        >
          Mark Paid
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => markPayment('Unpaid')}
          loading={payment.isPending && payment.variables?.payment === 'Unpaid'}
          disabled={payment.isPending}
        >
          Mark Unpaid
        </Button>
        <Button size="sm" colorPalette="red" onClick={() => setToDelete({ ids: selection.ids, name: null })}>
          Delete
        </Button>
      </BulkBar>
      <LoadsTable
        rows={rows}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        ordering={values.ordering}
        onSortChange={onSortChange}
        selected={selection.selected}
        onSelectionChange={selection.onChange}
        onDelete={onDeleteRow}
      />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={LOAD_NOUN} onPageChange={setPage} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirm Delete"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && deleteQuestion(toDelete)}
      </ConfirmDialog>
    </div>
  );
});
