import { useMemo } from 'react';
import type { Trailer, TrailerInputSchema } from '@haulboard/shared/contracts';
import { getTrailer } from '@haulboard/shared/api/admin';
import { useZodForm } from '@haulboard/shared/forms';
import { useEditConflict } from '@haulboard/shared/query';
import { resources, useListController } from '@haulboard/shared/resources';
import { toaster } from '@haulboard/shared/ui';
import { useSaveTrailer } from '../api/save-trailer';
import { initialTrailerValues, REQUIRED_FIELDS_MESSAGE, TRAILER_FORM_RULES, trailerCall, truckChoices, type TrailerFormMode } from '../lib/trailer-form-mode';

// Loaded at the form's first validation: the contracts entry brings zod whole.
const trailerInputSchema = (): Promise<typeof TrailerInputSchema> => import('@haulboard/shared/contracts').then((m) => m.TrailerInputSchema);

/** Add Trailer has no version to start from. */
const NEW_TRAILER = { version: 1 };

/**
 * What the trailer form and the Assign Truck dialog share: the values (the trailer's own, or
 * blank to add), the truck choices, the save in `mode`, and the dialog's props (the mode's title
 * and labels; it closes once saved). Assign holds the trailer's name and number too, only never
 * shows them as fields.
 */
export function useTrailerForm(mode: TrailerFormMode, trailer: Trailer | null, onClose: () => void) {
  const form = useZodForm(trailerInputSchema, { defaultValues: initialTrailerValues(trailer) });
  // Every truck: a failure toasts 'Error loading trucks' and says so in the dialog with Try Again; the trailer can still be saved unassigned.
  const trucks = useListController(resources.trucks.choices);
  const choices = useMemo(() => truckChoices(trucks.rows ?? [], trailer), [trucks.rows, trailer]);
  const save = useSaveTrailer(mode);
  // An edit names the version it started from: a save over someone else's is refused (issue 29).
  const conflict = useEditConflict({
    record: trailer ?? NEW_TRAILER,
    editing: true,
    fetchLatest: () => (trailer ? getTrailer(trailer.id) : Promise.resolve(undefined)),
    onReload: (latest) => form.reset(initialTrailerValues(latest)),
  });
  const submit = form.handleSubmit(
    (v) => {
      const call = trailerCall(mode, trailer, { tailer_name: v.tailer_name, trailer_number: v.trailer_number, truck_number: v.truck_number ?? '' }, choices);
      save.mutate(call.kind === 'update' ? { ...call, body: { ...call.body, version: conflict.version } } : call, {
        onSuccess: onClose,
        onError: conflict.caught,
      });
    },
    // Save is disabled while a required field is blank; Enter in a field can still get here.
    () => toaster.error({ title: REQUIRED_FIELDS_MESSAGE }),
  );
  const busy = save.isPending;
  const { title, submitLabel, busyLabel } = TRAILER_FORM_RULES[mode];
  const dialog = { open: true, title, submitLabel, busyLabel, busy, onSubmit: submit, onClose };
  return { form, trucks, choices, busy, dialog, conflict };
}

export type TrailerFormState = ReturnType<typeof useTrailerForm>;
