import { isNotFound } from '@haulboard/shared/api';
import type { Trailer } from '@haulboard/shared/contracts';
import { resources, useRecord } from '@haulboard/shared/resources';
import { Button, DetailFields, DetailsDialog, EmptyState, ErrorState, LoadingState, Stack } from '@haulboard/shared/ui';
import { HistorySection } from '../../../components/history-section';
import { assignedTruckText, TRAILER_TEXTS } from '../lib/trailer-texts';

type Props = {
  /** The trailer whose details are open (its row), or null when closed. */
  trailer: Trailer | null;
  onClose: () => void;
  /** Edit: this dialog closes and the edit form opens on the trailer as just read. */
  onEdit: (trailer: Trailer) => void;
};

/**
 * Trailer Details (large): read from trailers-details/{id}/ each time it opens, its History under
 * the fields; closes on the backdrop always. A trailer deleted meanwhile (a 404) reads 'No details available', without the
 * failure toast.
 */
export function TrailerDetailsDialog({ trailer, onClose, onEdit }: Props) {
  const query = useRecord(resources.trailers.record, trailer?.id ?? null);
  const details = query.data;
  const gone = query.isError && isNotFound(query.error);
  const body = query.isPending ? (
    <LoadingState label={TRAILER_TEXTS.detailsLoading} />
  ) : gone || !details ? (
    query.isError && !gone ? (
      <ErrorState title={TRAILER_TEXTS.detailsFailed} onRetry={() => void query.refetch()} retryLabel={TRAILER_TEXTS.retry} />
    ) : (
      <EmptyState title={TRAILER_TEXTS.noDetails} />
    )
  ) : (
    <Stack gap="5">
      <DetailFields
        fields={[
          ['Trailer Name', details.tailer_name],
          ['Trailer Number', details.trailer_number],
          ['Assigned Truck', assignedTruckText(details)],
        ]}
      />
      <HistorySection type="trailer" id={details.id} />
    </Stack>
  );
  return (
    <DetailsDialog
      open={trailer !== null}
      title={TRAILER_TEXTS.detailsTitle}
      size="lg"
      onClose={onClose}
      actions={
        <Button colorPalette="blue" disabled={!details} onClick={() => details && onEdit(details)}>
          Edit
        </Button>
      }
    >
      {body}
    </DetailsDialog>
  );
}
