import { useState } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { FormField, FormScope, useUnsavedChanges, useZodForm } from '@haulboard/shared/forms';
import { AppRoutes, useNavigate } from '@haulboard/shared/router';
import { Button, DateInput, Heading, Input, PageHeader, Stack, Text, TimeInput } from '@haulboard/shared/ui';
import { Card, Grid } from '@haulboard/shared/ui-parts';
import { BrokerPicker } from '../../../components/broker-picker/broker-picker';
import { DriverPicker, type PickedDriver } from '../../../components/driver-picker/driver-picker';
import type { LoadDetailState } from '../../../lib/load-detail-state';
import { useCreateLoad } from '../hooks/use-create-load';
import { createLoadSchema } from '../../../lib/load-schemas';
import { REQUIRED_MESSAGES } from '../../../lib/required-messages';
import { EMPTY_LOAD, FEE_INPUTS } from '../lib/add-load-rules';

/** /admin/add-load (spec part 2 "Add Load"): the load, its fees, and optionally its driver. */
export function AddLoadForm() {
  const navigate = useNavigate();
  const form = useZodForm(createLoadSchema, { defaultValues: EMPTY_LOAD as never, requiredMessages: REQUIRED_MESSAGES });
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  const create = useCreateLoad();
  const busy = create.isPending || create.isSuccess;
  useUnsavedChanges('add-load', (form.formState.isDirty || driver !== null) && !create.isSuccess);
  const { register } = form;
  // The picker judges the drivers' trucks on the pickup date as typed (today until it is a date).
  const pickupDate = form.watch('pickup_date') as string | undefined;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { values, driver: driver?.id ?? null },
      {
        onSuccess: ({ load, assigned }) => {
          // A load left without its driver opens on its Assign Driver tab; otherwise back to the list.
          if (assigned === false) navigate(`${AppRoutes.loadDetail}?id=${load.id}`, { state: { load, notice: 'assignment-failed' } satisfies LoadDetailState });
          else navigate(AppRoutes.loads);
        },
      },
    ),
  );

  const text = (name: 'loadname' | 'pickup_location' | 'delivery_location', label: string, required = true) => (
    <FormField name={name} label={label} required={required} disabled={busy}>
      <Input {...register(name)} autoComplete="off" />
    </FormField>
  );
  const number = (name: string, label: string, step: string, required = false) => (
    <FormField key={name} name={name} label={label} required={required} disabled={busy}>
      <Input {...register(name as 'price')} type="number" inputMode="decimal" step={step} min={0} />
    </FormField>
  );

  return (
    <Stack gap="5">
      <PageHeader title="Add Load" chat={<ChatToggle />} />
      <FormScope form={form}>
        <form onSubmit={submit} noValidate aria-label="Add Load">
          <Stack gap="5">
            <Section title="Load Details">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                {text('loadname', 'Load Name')}
                <BrokerPicker
                  value={(form.watch('broker') as string | undefined) ?? ''}
                  onChange={(name) => form.setValue('broker', name as never, { shouldDirty: true })}
                  disabled={busy}
                />
                {text('pickup_location', 'Pickup Location')}
                {text('delivery_location', 'Delivery Location')}
                <FormField name="pickup_date" label="Pickup Date" required disabled={busy}>
                  <DateInput {...register('pickup_date')} />
                </FormField>
                <FormField name="pickup_time" label="Pickup Time" required disabled={busy}>
                  <TimeInput {...register('pickup_time')} />
                </FormField>
                <FormField name="delivery_date" label="Delivery Date" required disabled={busy}>
                  <DateInput {...register('delivery_date', { deps: ['delivery_time'] })} />
                </FormField>
                <FormField name="delivery_time" label="Delivery Time" required disabled={busy}>
                  <TimeInput {...register('delivery_time', { deps: ['delivery_date'] })} />
                </FormField>
                {number('weight_lbs', 'Weight (lbs)', '0.1', true)}
              </Grid>
            </Section>
            <Section title="Fees" note="can be entered later">
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
                {FEE_INPUTS.map((f) => number(f.name, f.label, '0.01'))}
              </Grid>
            </Section>
            <Section title="Assign Driver (optional)">
              <Stack maxW="xl">
                <DriverPicker label="Driver" value={driver} onChange={setDriver} disabled={busy} pickupDate={pickupDate} />
              </Stack>
            </Section>
            <Button type="submit" colorPalette="blue" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy} loadingText="Creating Load...">
              Create Load
            </Button>
          </Stack>
        </form>
      </FormScope>
    </Stack>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  const id = `add-load-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
          {note ? (
            <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ms="2">
              ({note})
            </Text>
          ) : null}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
