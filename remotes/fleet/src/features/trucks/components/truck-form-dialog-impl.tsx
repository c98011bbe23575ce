import { createTruck, getTruck, updateTruck } from '@haulboard/shared/api/admin';
import { FLEET_MESSAGES, TruckInputSchema, type Truck, type TruckInput } from '@haulboard/shared/contracts';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { EditConflictNotice, useEditConflict } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { DateInput, Input, Stack, Text, toaster } from '@haulboard/shared/ui';
import { Grid, Textarea } from '@haulboard/shared/ui-parts';
import { TRUCK_MESSAGES } from '../lib/truck-texts';

export type TruckFormDialogProps = {
  /** The truck to edit; null adds one. */
  truck: Truck | null;
  onClose: () => void;
};

/** What Save needs (spec part 2 section 5): a truck number, a model and a VIN. */
export const canSaveTruck = (v: Partial<Record<'truck_number' | 'truck_model' | 'vin_number', string | null>>) =>
  !!v.truck_number?.trim() && !!v.truck_model?.trim() && !!v.vin_number?.trim();

/** The form's fields as the inputs hold them: text, and '' for a date or notes the truck does not have. */
const valuesOf = (t: Truck | null): TruckInput => ({
  truck_number: t?.truck_number ?? '',
  truck_model: t?.truck_model ?? '',
  vin_number: t?.vin_number ?? '',
  registration_expiration_date: t?.registration_expiration_date ?? '',
  next_service_date: t?.next_service_date ?? '',
  insurance_expiration_date: t?.insurance_expiration_date ?? '',
  truck_notes: t?.truck_notes ?? '',
});

/** Add Truck has no version to start from. */
const NEW_TRUCK = { version: 1 };

/**
 * Add Truck and Edit Truck (spec part 2 sections 2, 4, 5 and 8): the three required fields
 * marked, Save disabled until they are there, date inputs, multi-line notes. Closing it (the
 * caller unmounts it) clears the form and the edit target.
 */
export default function TruckFormDialogImpl({ truck, onClose }: TruckFormDialogProps) {
  const editing = truck !== null;
  const form = useZodForm(TruckInputSchema, { defaultValues: valuesOf(truck) });
  // An edit names the version it started from: a save over someone else's is refused (issue 29).
  const conflict = useEditConflict({
    record: truck ?? NEW_TRUCK,
    editing: true,
    fetchLatest: () => (truck ? getTruck(truck.id) : Promise.resolve(undefined)),
    onReload: (latest) => form.reset(valuesOf(latest)),
  });
  // A new number or driver-visible date shows in the drivers' truck column too (the trucks' definition).
  const save = useResourceMutation(resources.trucks, {
    mutationFn: (body: TruckInput) => (truck ? updateTruck(truck.id, { ...body, version: conflict.version }) : createTruck(body)),
    changedId: (saved) => saved.id,
    success: editing ? TRUCK_MESSAGES.updated : TRUCK_MESSAGES.added,
    failure: editing ? TRUCK_MESSAGES.updateFailed : TRUCK_MESSAGES.addFailed,
    // The server's reason: 'A truck with this number already exists.' / '... this VIN ...'.
    failureDetail: true,
  });
  const busy = save.isPending;
  const values = form.watch();
  const valid = canSaveTruck(values);
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    if (!canSaveTruck(form.getValues())) {
      e.preventDefault();
      toaster.error({ title: FLEET_MESSAGES.requiredFields });
      return;
    }
    void form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose, onError: conflict.caught }))(e);
  };

  return (
    <FormScope form={form}>
      <FormDialog
        open
        title={editing ? 'Edit Truck' : 'Add Truck'}
        submitLabel="Save"
        busyLabel={editing ? BusyLabels.update : BusyLabels.save}
        busy={busy}
        submitDisabled={!valid}
        size="lg"
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack gap="4">
          <EditConflictNotice conflict={conflict} />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField name="truck_number" label="Truck Number" required disabled={busy}>
              <Input {...form.register('truck_number')} autoComplete="off" />
            </FormField>
            <FormField name="truck_model" label="Truck Model" required disabled={busy}>
              <Input {...form.register('truck_model')} autoComplete="off" />
            </FormField>
          </Grid>
          <FormField name="vin_number" label="VIN Number" required disabled={busy}>
            <Input {...form.register('vin_number')} autoComplete="off" />
          </FormField>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <FormField name="registration_expiration_date" label="Registration Expiry" disabled={busy}>
              <DateInput {...form.register('registration_expiration_date')} />
            </FormField>
            <FormField name="next_service_date" label="Next Service" disabled={busy}>
              <DateInput {...form.register('next_service_date')} />
            </FormField>
            <FormField name="insurance_expiration_date" label="Insurance Expiry" disabled={busy}>
              <DateInput {...form.register('insurance_expiration_date')} />
            </FormField>
          </Grid>
          <FormField name="truck_notes" label="Notes" disabled={busy}>
            <Textarea {...form.register('truck_notes')} rows={3} autoresize />
          </FormField>
          {!valid ? (
            <Text fontSize="sm" color="fg.muted">
              {FLEET_MESSAGES.requiredFields}
            </Text>
          ) : null}
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
