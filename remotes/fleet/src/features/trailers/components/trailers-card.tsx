import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Trailer } from '@haulboard/shared/contracts';
import { BusyLabels } from '@haulboard/shared/forms';
import { Button, chakra, ConfirmDialog, ErrorState, Heading, HStack, Panel } from '@haulboard/shared/ui';
import { useDeleteTrailer } from '../api/delete-trailer';
import { useTrailers } from '../api/get-trailers';
import type { TrailerFormMode } from '../lib/trailer-form-mode';
import { deleteTrailerQuestion, TRAILER_TEXTS } from '../lib/trailer-texts';
import { TrailerDetailsDialog } from './trailer-details-dialog';
import { TrailerFormDialog } from './trailer-form-dialog';
import { TrailersTable, type TrailerActions } from './trailers-table';

type OpenForm = { mode: TrailerFormMode; trailer: Trailer | null };

/**
 * All Trailers (spec part 2 "Trucks & Trailers"): the count, Add Trailer, and every trailer with
 * its truck, view, edit, delete and Assign Truck. Not searched, sorted or paged (the spec).
 */
export function TrailersCard() {
  const trailers = useTrailers();
  const remove = useDeleteTrailer();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [viewing, setViewing] = useState<Trailer | null>(null);
  const [toDelete, setToDelete] = useState<Trailer | null>(null);
  const actions = useMemo<TrailerActions>(
    () => ({
      onView: setViewing,
      onEdit: (trailer) => setForm({ mode: 'edit', trailer }),
      onDelete: setToDelete,
      onAssign: (trailer) => setForm({ mode: 'assign', trailer }),
    }),
    [],
  );
  const count = trailers.data?.length;

  return (
    <Panel aria-labelledby="trailers-card-title" role="region">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="trailers-card-title">
          {TRAILER_TEXTS.title}{' '}
          {!trailers.isError && (
            <chakra.span color="fg.muted" fontWeight="normal">
              ({count ?? '…'})
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
      {trailers.isError ? (
        // The list cannot be shown at all: the spec's error with Try Again in place of the table (and its toast).
        <ErrorState title={TRAILER_TEXTS.loadFailed} onRetry={() => void trailers.refetch()} retryLabel={TRAILER_TEXTS.retry} />
      ) : (
        <TrailersTable rows={trailers.data} loading={trailers.isPending} actions={actions} />
      )}
      {form && <TrailerFormDialog mode={form.mode} trailer={form.trailer} onClose={() => setForm(null)} />}
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
