import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { ChatToggle } from '@haulboard/shared/federation';
import { useListState, type ListState } from '@haulboard/shared/list-state';
import { BusyLabels } from '@haulboard/shared/forms';
import { Button, ConfirmDialog, ListFooter, ListToolbar, PageHeader, Panel, Stack } from '@haulboard/shared/ui';
import { AddPersonDialog } from './add-person-dialog';
import { PEOPLE_LIST_DEFAULTS, PEOPLE_PAGE_SIZE, PEOPLE_SORTS, PeopleListSchema, pageQueryOf, type PeopleListValues, type PeopleOrdering } from './list-params';
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
  const pageQuery = pageQueryOf(values);
  const query = useQuery({
    queryKey: config.keys.list(pageQuery),
    queryFn: ({ signal }) => config.fetchPage(pageQuery, signal),
    // The page shown stays while the next loads: paging and searching never flash an empty table.
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.results;
  const count = query.data?.count ?? 0;
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const onSortChange = useCallback((ordering: string) => set({ ordering: ordering as PeopleOrdering }), [set]);
  const onDelete = remove.mutation ? setToDelete : undefined;
  const noun = useMemo(() => [config.kind, config.plural] as const, [config.kind, config.plural]);

  // A delete can empty the last page: go to the new last page rather than show an empty one.
  const pages = Math.ceil(count / PEOPLE_PAGE_SIZE);
  const pastTheEnd = !!query.data && !query.isPlaceholderData && rows?.length === 0 && pages > 0 && values.page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  return (
    <Stack gap="3" minW="0">
      <PeopleTable<Row>
        kind={config.kind}
        plural={config.plural}
        columns={config.columns}
        rows={rows}
        loading={query.isPending}
        loadingLabel={config.messages.loading}
        refreshing={query.isPlaceholderData}
        emptyText={config.messages.empty}
        error={query.isError ? config.messages.loadFailed : null}
        onRetry={retry}
        ordering={values.ordering}
        onSortChange={onSortChange}
        onDelete={onDelete}
        deleteDisabledReason={remove.disabledReason}
      />
      <ListFooter count={query.isError ? 0 : count} page={values.page} pageSize={PEOPLE_PAGE_SIZE} noun={noun} onPageChange={setPage} />
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
