import type { ComponentProps } from 'react';
import { FormField } from '@haulboard/shared/forms';
import { Button, HStack, Text } from '@haulboard/shared/ui';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import type { TrailerFormState } from '../hooks/use-trailer-form';
import type { TruckChoice } from '../lib/trailer-form-mode';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

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

/** 'Assigned Truck': the picker, 'Loading trucks...' while they come, and their failure with Try Again. */
export function TruckField({ state, disabled }: { state: TrailerFormState; disabled: boolean }) {
  const { form, trucks, choices } = state;
  return (
    <>
      <FormField name="truck_number" label="Assigned Truck" disabled={disabled} helperText={trucks.loading ? 'Loading trucks...' : undefined}>
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
    </>
  );
}
