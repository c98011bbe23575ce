import { useMemo, type ComponentProps } from 'react';
import type { Trailer, TrailerInputSchema } from '@haulboard/shared/contracts';
import { FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { resources, useListController } from '@haulboard/shared/resources';
import { Button, HStack, Input, NativeSelect, Stack, Text, toaster } from '@haulboard/shared/ui';
import { useSaveTrailer } from '../api/save-trailer';
import {
  canSaveTrailer,
  initialTrailerValues,
  isFieldLocked,
  REQUIRED_FIELDS_MESSAGE,
  TRAILER_FORM_RULES,
  trailerCall,
  truckChoices,
  type TrailerFormMode,
  type TruckChoice,
} from '../lib/trailer-form-mode';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

export type TrailerFormDialogProps = {
  mode: TrailerFormMode;
  /** The trailer edited or assigned; null to add one. */
  trailer: Trailer | null;
  onClose: () => void;
};

// Loaded at the form's first validation: the contracts entry brings zod whole.
const trailerInputSchema = (): Promise<typeof TrailerInputSchema> => import('@haulboard/shared/contracts').then((m) => m.TrailerInputSchema);

/** The truck choice: 'Unassigned', then one truck per number. FormField hands it `aria-describedby`. */
function TruckSelect({ choices, ...field }: ComponentProps<'select'> & { choices: readonly TruckChoice[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{TRAILER_TEXTS.unassigned}</option>
        {choices.map((c) => (
          <option key={c.number} value={c.number}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The trailer form in its three modes (lib/trailer-form-mode.ts): add takes a name, a number and
 * an optional truck; edit and assign show the name and number locked and change only the truck.
 * Every field locks while the save runs, and the dialog stays open until it ends.
 */
export default function TrailerFormDialogImpl({ mode, trailer, onClose }: TrailerFormDialogProps) {
  const rules = TRAILER_FORM_RULES[mode];
  const form = useZodForm(trailerInputSchema, { defaultValues: initialTrailerValues(trailer) });
  // Every truck: a failure toasts 'Error loading trucks' and says so here with Try Again; the trailer can still be saved unassigned.
  const trucks = useListController(resources.trucks.choices);
  const choices = useMemo(() => truckChoices(trucks.rows ?? [], trailer), [trucks.rows, trailer]);
  const save = useSaveTrailer(mode);
  const busy = save.isPending;
  const values = form.watch();
  const submit = form.handleSubmit(
    (v) =>
      save.mutate(trailerCall(mode, trailer, { tailer_name: v.tailer_name, trailer_number: v.trailer_number, truck_number: v.truck_number ?? '' }, choices), {
        onSuccess: onClose,
      }),
    // Save is disabled while a required field is blank; Enter in a field can still get here.
    () => toaster.error({ title: REQUIRED_FIELDS_MESSAGE }),
  );
  const locked = (field: Parameters<typeof isFieldLocked>[1]) => isFieldLocked(mode, field, busy);
  const trucksHint = trucks.loading ? 'Loading trucks...' : undefined;

  return (
    <FormScope form={form}>
      <FormDialog
        open
        title={rules.title}
        submitLabel={rules.submitLabel}
        busyLabel={rules.busyLabel}
        busy={busy}
        submitDisabled={!canSaveTrailer(values)}
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack gap="4">
          <FormField name="tailer_name" label="Trailer Name" required disabled={locked('tailer_name')}>
            <Input {...form.register('tailer_name')} autoComplete="off" />
          </FormField>
          <FormField name="trailer_number" label="Trailer Number" required disabled={locked('trailer_number')}>
            <Input {...form.register('trailer_number')} autoComplete="off" />
          </FormField>
          <FormField name="truck_number" label="Assigned Truck" disabled={locked('truck_number')} helperText={trucksHint}>
            <TruckSelect {...form.register('truck_number')} choices={choices} />
          </FormField>
          {trucks.error && (
            <HStack role="alert" gap="3" justify="space-between" color="red.fg" textStyle="sm">
              <Text>{trucks.error}</Text>
              <Button size="xs" variant="outline" colorPalette="red" onClick={trucks.retry}>
                {trucks.retryLabel}
              </Button>
            </HStack>
          )}
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
