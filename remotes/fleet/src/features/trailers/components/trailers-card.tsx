import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Trailer } from '@haulboard/shared/contracts';
import { getTrailer } from '@haulboard/shared/api/admin';
import { resources, useListController } from '@haulboard/shared/resources';
import { BusyLabels, Button, chakra, ConfirmDialog, ErrorState, Heading, HStack, Panel } from '@haulboard/shared/ui';
import { useLinkedRecord } from '../../../components/use-linked-record';
import { useDeleteTrailer } from '../api/delete-trailer';
import { deleteTrailerQuestion, TRAILER_TEXTS } from '../lib/trailer-texts';
import { AssignTruckDialog } from './assign-truck-dialog';
import { TrailerDetailsDialog } from './trailer-details-dialog';
import { TrailerFormDialog } from './trailer-form-dialog';
import { TrailersTable, type TrailerActions } from './trailers-table';

/** The dialog open: the whole form to add or edit, or Assign Truck's. */
type OpenForm = { mode: 'add' | 'edit'; trailer: Trailer | null } | { mode: 'assign'; trailer: Trailer };

/**
 * All Trailers (spec part 2 "Trucks & Trailers"): the count, Add Trailer, and every trailer with
 * its truck, view, edit, delete and Assign Truck. Not searched, sorted or paged (the spec). A
 * failure toasts 'Error loading trailers' (not a 401: the shell signs out); a truck changed
 * elsewhere changes the Assigned Truck column, so the list is asked again (the trailers' definition).
 */
export function TrailersCard() {
  const trailers = useListController(resources.trailers);
  const remove = useDeleteTrailer();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [viewing, setViewing] = useState<Trailer | null>(null);
  const [toDelete, setToDelete] = useState<Trailer | null>(null);
  useLinkedRecord('trailer', getTrailer, setViewing);
  const actions = useMemo<TrailerActions>(
    () => ({
      onView: setViewing,
      onEdit: (trailer) => setForm({ mode: 'edit', trailer }),
      onDelete: setToDelete,
      onAssign: (trailer) => setForm({ mode: 'assign', trailer }),
    }),
    [],
  );

  return (
    <Panel aria-labelledby="trailers-card-title" role="region">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="trailers-card-title">
          {TRAILER_TEXTS.title}{' '}
          {!trailers.error && (
            <chakra.span color="fg.muted" fontWeight="normal">
              ({trailers.rows ? trailers.count : '…'})
            </chakra.span>
          )}
        </Heading>
        <Button
          colorPalette="blue"
          size="sm"
          onClick={() => setForm({ mode: 'add', trailer: null })}
          onPointerEnter={TrailerFormDialog.preload}
          onFocus={TrailerFormDialog.preload}
        >
          <Plus aria-hidden />
          {TRAILER_TEXTS.add}
        </Button>
      </HStack>
      {trailers.error ? (
        // The list cannot be shown at all: the spec's error with Try Again in place of the table (and its toast).
        <ErrorState title={trailers.error} onRetry={trailers.retry} retryLabel={trailers.retryLabel} />
      ) : (
        <TrailersTable rows={trailers.rows} loading={trailers.loading} actions={actions} />
      )}
      {form?.mode === 'assign' ? (
        <AssignTruckDialog trailer={form.trailer} onClose={() => setForm(null)} />
      ) : (
        form && <TrailerFormDialog mode={form.mode} trailer={form.trailer} onClose={() => setForm(null)} />
      )}
      <TrailerDetailsDialog
        trailer={viewing}
        onClose={() => setViewing(null)}
        onEdit={(trailer) => {
          setViewing(null);
          setForm({ mode: 'edit', trailer });
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={TRAILER_TEXTS.deleteTitle}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel={BusyLabels.delete}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      >
        {toDelete && deleteTrailerQuestion(toDelete)}
      </ConfirmDialog>
    </Panel>
  );
}
