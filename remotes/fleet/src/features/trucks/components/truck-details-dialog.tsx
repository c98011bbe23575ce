import { Pencil } from 'lucide-react';
import type { Truck } from '@haulboard/shared/contracts';
import { expiryProblems } from '@haulboard/shared/format';
import { resources, useRecord } from '@haulboard/shared/resources';
import { Button, DetailFields, DetailsDialog, ExpiryBadge, LoadingState, Stack, Text } from '@haulboard/shared/ui';
import { HistorySection } from '../../../components/history-section';
import { TRUCK_MESSAGES } from '../lib/truck-texts';
import { driversText, ExpiryDate, notesText } from './trucks-table';

type Props = {
  /** The row the details were opened from; null keeps the dialog closed. */
  truck: Truck | null;
  onClose: () => void;
  /** Edit: closes this and opens the edit form (spec part 2 section 2). */
  onEdit: (truck: Truck) => void;
};

/** Truck Details (large), read from trucks-details/{id}/; 'No details available' when it cannot be read (and the toast 'Error loading truck details'). */
export function TruckDetailsDialog({ truck, onClose, onEdit }: Props) {
  return truck ? <OpenTruckDetails id={truck.id} onClose={onClose} onEdit={onEdit} /> : null;
}

function OpenTruckDetails({ id, onClose, onEdit }: { id: number } & Omit<Props, 'truck'>) {
  const { data, isPending } = useRecord(resources.trucks.record, id);
  return (
    <DetailsDialog
      open
      title="Truck Details"
      size="lg"
      onClose={onClose}
      actions={
        <Button colorPalette="blue" disabled={!data} onClick={() => data && onEdit(data)}>
          <Pencil aria-hidden /> Edit
        </Button>
      }
    >
      {isPending ? (
        <LoadingState label={TRUCK_MESSAGES.loading} />
      ) : data ? (
        <Stack gap="5">
          <TruckFields t={data} />
          <HistorySection type="truck" id={data.id} />
        </Stack>
      ) : (
        <Text color="fg.muted">{TRUCK_MESSAGES.noDetails}</Text>
      )}
    </DetailsDialog>
  );
}

function TruckFields({ t }: { t: Truck }) {
  // The badge, and which dates, in words: 'Registration expired on Nov 3, 2026'.
  const status =
    t.expiry.state === 'ok' ? (
      'Up to date'
    ) : (
      <Stack key="s" gap="1" align="flex-start">
        <ExpiryBadge expiry={t.expiry} />
        {expiryProblems(t.expiry).map((p) => (
          <Text key={p} as="span" fontSize="sm">
            {p}
          </Text>
        ))}
      </Stack>
    );
  return (
    <DetailFields
      fields={[
        ['Truck Number', t.truck_number],
        ['Model', t.truck_model],
        ['VIN Number', t.vin_number],
        ['Status', status],
        ['Registration Expiry', <ExpiryDate key="r" truck={t} name="registration" date={t.registration_expiration_date} />],
        ['Next Service', <ExpiryDate key="s" truck={t} name="next_service" date={t.next_service_date} />],
        ['Insurance Expiry', <ExpiryDate key="i" truck={t} name="insurance" date={t.insurance_expiration_date} />],
        ['Driver(s)', driversText(t)],
        [
          'Notes',
          <Text key="n" as="span" whiteSpace="pre-wrap">
            {notesText(t)}
          </Text>,
        ],
      ]}
    />
  );
}
