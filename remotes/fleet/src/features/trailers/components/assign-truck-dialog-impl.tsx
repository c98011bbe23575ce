import type { Trailer } from '@haulboard/shared/contracts';
import { FormDialog, FormScope } from '@haulboard/shared/forms';
import { DetailFields, Stack } from '@haulboard/shared/ui';
import { useTrailerForm } from '../hooks/use-trailer-form';
import { isFieldLocked } from '../lib/trailer-form-mode';
import { TruckField } from './truck-field';

export type AssignTruckDialogProps = {
  trailer: Trailer;
  onClose: () => void;
};

/**
 * 'Assign Trailer to Truck' (the spec's assign mode): only the truck changes, so only the truck is
 * a field; the trailer's name and number are its context, as text. Saves through assign-trailer
 * (truck_id null for 'Unassigned'); the picker locks and the dialog stays open while it runs.
 */
export default function AssignTruckDialogImpl({ trailer, onClose }: AssignTruckDialogProps) {
  const state = useTrailerForm('assign', trailer, onClose);
  return (
    <FormScope form={state.form}>
      <FormDialog {...state.dialog}>
        <Stack gap="4">
          <DetailFields
            fields={[
              ['Trailer Name', trailer.tailer_name],
              ['Trailer Number', trailer.trailer_number],
            ]}
          />
          <TruckField state={state} disabled={isFieldLocked('assign', 'truck_number', state.busy)} />
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
