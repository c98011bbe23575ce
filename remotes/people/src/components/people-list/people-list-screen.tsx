import { memo, useCallback, useMemo, useState } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState, type ListState } from '@haulboard/shared/list-state';
import { useListController } from '@haulboard/shared/resources';
import { BusyLabels, Button, ConfirmDialog, ListFooter, ListToolbar, PageHeader, Panel, Stack } from '@haulboard/shared/ui';
import { AddPersonDialog } from './add-person-dialog';
import { PEOPLE_LIST_DEFAULTS, PEOPLE_SORTS, PeopleListSchema, pageQueryOf, type PeopleListValues, type PeopleOrdering } from './list-params';
import type { PeopleDelete, PeopleListConfig, PersonRow } from './people-list-config';
import { PeopleTable } from './people-table';

type Props<Row extends PersonRow> = { config: PeopleListConfig<Row>; remove: PeopleDelete<Row> };

/**
 * The dispatchers list and the drivers list (spec part 2): search, sort, '+ Add ...', the table
 * with View and Delete, 7 a page. Everything is asked of the server and kept in the URL, so a
 * reload, Back or a pasted link shows the same page.
 */
export function PeopleListScreen<Row extends PersonRow>({ config, remove }: Props<Row>) {
  const list = useListState(PeopleListSchema, PEOPLE_LIST_DEFAULTS);
  const { values, set } = list;
  const [adding, setAdding] = useState(false);
  // Stable while the sort stays: the toolbar is not redrawn by a new page.
  const selects = useMemo(
    () => [{ label: 'Sort by', value: values.ordering, options: PEOPLE_SORTS, onChange: (ordering: PeopleOrdering) => set({ ordering }) }],
    [values.ordering, set],
  );

  return (
    <Stack gap="0" minW="0">
      <PageHeader
        title={config.title}
        actions={
          <Button colorPalette="blue" onClick={() => setAdding(true)} onPointerEnter={AddPersonDialog.preload} onFocus={AddPersonDialog.preload}>
            {config.addLabel}
          </Button>
        }
        chat={<ChatToggle />}
      />
      <Panel>
        <ListToolbar
          searchLabel={`Search ${config.plural}`}
          searchPlaceholder="Search by name, email or phone"
          searchInput={list.searchInput}
          onSearch={list.setSearch}
          selects={selects}
        />
        <PeopleResults config={config} remove={remove} values={values} setPage={list.setPage} set={set} />
      </Panel>
      {adding ? <AddPersonDialog config={config} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}

/** The page's data part: the table, the count line, the pagination and the delete confirmation. It alone follows the query. */
function PeopleResultsImpl<Row extends PersonRow>({
  config,
  remove,
  values,
  setPage,
  set,
}: Props<Row> & { values: PeopleListValues; setPage: ListState<PeopleListValues>['setPage']; set: ListState<PeopleListValues>['set'] }) {
  const list = useListController(config.resource, { query: pageQueryOf(values), page: values.page, setPage });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const onSortChange = useCallback((ordering: string) => set({ ordering: ordering as PeopleOrdering }), [set]);
  const onDelete = remove.mutation ? setToDelete : undefined;
  const noun = useMemo(() => [config.kind, config.plural] as const, [config.kind, config.plural]);

  return (
    <Stack gap="3" minW="0">
      <PeopleTable<Row>
        kind={config.kind}
        plural={config.plural}
        columns={config.columns}
        rows={list.rows}
        loading={list.loading}
        loadingLabel={config.messages.loading}
        refreshing={list.refreshing}
        emptyText={config.messages.empty}
        error={list.error}
        onRetry={list.retry}
        ordering={values.ordering}
        onSortChange={onSortChange}
        onDelete={onDelete}
        deleteDisabledReason={remove.disabledReason}
      />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={noun} onPageChange={setPage} />
      {remove.mutation && (
        <ConfirmDialog
          open={toDelete !== null}
          title="Confirm Delete"
          confirmLabel="Delete"
          busy={remove.mutation.isPending}
          busyLabel={BusyLabels.delete}
          onConfirm={() => toDelete && remove.mutation.mutate(toDelete, { onSettled: () => setToDelete(null) })}
          onClose={() => setToDelete(null)}
        >
          {toDelete && remove.question(toDelete)}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

const PeopleResults = memo(PeopleResultsImpl) as typeof PeopleResultsImpl;
