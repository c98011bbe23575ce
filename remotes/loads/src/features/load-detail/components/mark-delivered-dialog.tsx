import { useEffect, useState } from 'react';
import { BusyLabels, FormDialog } from '@haulboard/shared/forms';
import { DateInput, Field, Stack, Text, TimeInput } from '@haulboard/shared/ui';
import { Grid } from '@haulboard/shared/ui-parts';
import { deliveredAtOf, deliveryProblem, deliveryTimeAt, type DeliveryTime } from '../lib/detail-rules';
import { LoadDocumentPicker } from './load-document-picker';

type Props = {
  open: boolean;
  pickupDate: string;
  /** The delivery, then the proof's upload, is running. */
  busy: boolean;
  /** How far the proof's upload has gone, 0 to 1; null while it is not uploading. */
  progress: number | null;
  onCancelUpload: () => void;
  onSubmit: (deliveredAt: string, proof: File | null) => void;
  onClose: () => void;
};

/**
 * Mark Delivered (issue 28): when the load was delivered (now unless changed) and, optionally, the
 * proof of delivery, uploaded as one of the load's documents once the delivery is recorded.
 */
export function MarkDeliveredDialog({ open, pickupDate, busy, progress, onCancelUpload, onSubmit, onClose }: Props) {
  const [value, setValue] = useState<DeliveryTime>(() => deliveryTimeAt(new Date()));
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts from now, without the last opening's file or message.
  useEffect(() => {
    if (!open) return;
    setValue(deliveryTimeAt(new Date()));
    setProof(null);
    setProblem(null);
  }, [open]);

  const submit = () => {
    const found = deliveryProblem(value, pickupDate, new Date());
    setProblem(found);
    const at = deliveredAtOf(value);
    if (!found && at) onSubmit(at, proof);
  };

  return (
    <FormDialog
      open={open}
      title="Mark Delivered"
      submitLabel="Mark Delivered"
      busyLabel={progress === null ? BusyLabels.save : 'Uploading...'}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          When was the load delivered? It can be taken back with Undo delivery.
        </Text>
        <Field.Root invalid={Boolean(problem)} required>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" w="full">
            <Field.Root required invalid={Boolean(problem)}>
              <Field.Label>
                Delivery date
                <Field.RequiredIndicator />
              </Field.Label>
              <DateInput
                value={value.date}
                min={pickupDate}
                aria-describedby={problem ? 'delivery-problem' : undefined}
                onChange={(e) => {
                  const date = e.currentTarget.value;
                  setValue((v) => ({ ...v, date }));
                }}
                disabled={busy}
              />
            </Field.Root>
            <Field.Root required invalid={Boolean(problem)}>
              <Field.Label>
                Delivery time
                <Field.RequiredIndicator />
              </Field.Label>
              <TimeInput
                value={value.time}
                aria-describedby={problem ? 'delivery-problem' : undefined}
                onChange={(e) => {
                  const time = e.currentTarget.value;
                  setValue((v) => ({ ...v, time }));
                }}
                disabled={busy}
              />
            </Field.Root>
          </Grid>
          {problem ? (
            <Field.ErrorText id="delivery-problem" color="red.fg">
              {problem}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <LoadDocumentPicker
          label="Proof of delivery (optional)"
          file={proof}
          onFileChange={setProof}
          progress={progress}
          onCancel={onCancelUpload}
          disabled={busy && progress === null}
        />
      </Stack>
    </FormDialog>
  );
}
