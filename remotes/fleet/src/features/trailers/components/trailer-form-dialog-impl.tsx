import type { Trailer } from '@haulboard/shared/contracts';
import { FormDialog, FormField, FormScope } from '@haulboard/shared/forms';
import { EditConflictNotice } from '@haulboard/shared/query';
import { Input, Stack } from '@haulboard/shared/ui';
import { useTrailerForm } from '../hooks/use-trailer-form';
import { canSaveTrailer, isFieldLocked, type TrailerFormField } from '../lib/trailer-form-mode';
import { TruckField } from './truck-field';

export type TrailerFormDialogProps = {
  /** Assign Truck has a dialog of its own (assign-truck-dialog). */
  mode: 'add' | 'edit';
  /** The trailer edited; null to add one. */
  trailer: Trailer | null;
  onClose: () => void;
};

/**
 * The whole trailer form: add takes a name, a number and an optional truck; edit shows the
 * trailer's name and number locked (spec part 2 section 4) beside its truck. Every field locks
 * while the save runs, and the dialog stays open until it ends.
 */
export default function TrailerFormDialogImpl({ mode, trailer, onClose }: TrailerFormDialogProps) {
  const state = useTrailerForm(mode, trailer, onClose);
  const { form, busy } = state;
  const values = form.watch();
  const locked = (field: TrailerFormField) => isFieldLocked(mode, field, busy);

  return (
    <FormScope form={form}>
      <FormDialog {...state.dialog} submitDisabled={!canSaveTrailer(values)}>
        <Stack gap="4">
          <EditConflictNotice conflict={state.conflict} />
          <FormField name="tailer_name" label="Trailer Name" required disabled={locked('tailer_name')}>
            <Input {...form.register('tailer_name')} autoComplete="off" />
          </FormField>
          <FormField name="trailer_number" label="Trailer Number" required disabled={locked('trailer_number')}>
            <Input {...form.register('trailer_number')} autoComplete="off" />
          </FormField>
          <TruckField state={state} disabled={locked('truck_number')} />
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
