import { useEffect, useId } from 'react';
import type { PersonOf, PersonRole } from '@haulboard/shared/api/admin';
import { UpdatePersonSchema, isPhoneNumber, type UpdatePerson } from '@haulboard/shared/contracts';
import { BusyLabels, FormField, FormScope, useUnsavedChanges, useZodForm } from '@haulboard/shared/forms';
import { Button, Heading, HStack, Input, Text } from '@haulboard/shared/ui';
import { Card, Grid } from '@haulboard/shared/ui-parts';
import type { ProfileConfig } from '../lib/profile-config';

type Values = { first_name: string; last_name: string; phone_number: string; location_branch: string; address: string };

const valuesOf = <R extends PersonRole>(config: ProfileConfig<R>, p: PersonOf<R>): Values => ({
  first_name: p.first_name,
  last_name: p.last_name,
  phone_number: config.phone(p) ?? '',
  location_branch: p.location_branch ?? '',
  address: p.address ?? '',
});

type Props<R extends PersonRole> = {
  config: ProfileConfig<R>;
  person: PersonOf<R>;
  busy: boolean;
  /** Resolves true once saved (the card then closes), false on a failure (the toast says why; what was typed stays). */
  onSave: (values: UpdatePerson) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The Personal Information card in Edit mode: name, phone, branch and address, checked by the
 * server's own schema. Loaded when Edit is first pressed (it brings zod). A driver who signs in
 * with their phone number is told the new number becomes their sign-in.
 */
export default function EditDetailsCard<R extends PersonRole>({ config, person, busy, onSave, onCancel }: Props<R>) {
  const headingId = useId();
  const form = useZodForm(UpdatePersonSchema, { defaultValues: valuesOf(config, person) });
  useUnsavedChanges(`${config.role}-profile`, form.formState.isDirty);
  useEffect(() => form.setFocus('first_name'), [form]);
  const submit = form.handleSubmit(async (values) => {
    if (await onSave(values)) form.reset(values);
  });
  const field = (name: keyof Values, label: string, props: { autoComplete: string; type?: string }, required = false) => (
    <FormField name={name} label={label} required={required} disabled={busy}>
      <Input {...props} {...form.register(name)} />
    </FormField>
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Personal Information
        </Heading>
      </Card.Header>
      <Card.Body>
        <FormScope form={form}>
          <form onSubmit={submit} noValidate aria-label="Edit details">
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              {field('first_name', 'First Name', { autoComplete: 'given-name' }, true)}
              {field('last_name', 'Last Name', { autoComplete: 'family-name' })}
              {field('phone_number', 'Phone Number', { autoComplete: 'tel', type: 'tel' }, isPhoneNumber(person.email))}
              {field('location_branch', 'Location/Branch', { autoComplete: 'off' })}
              {field('address', 'Address', { autoComplete: 'street-address' })}
            </Grid>
            {isPhoneNumber(person.email) ? (
              <Text fontSize="sm" color="fg.muted" mt="3">
                This {config.role} signs in with their phone number: a new number becomes their sign-in.
              </Text>
            ) : null}
            <HStack mt="4" wrap="wrap">
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={BusyLabels.save}>
                Save
              </Button>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            </HStack>
          </form>
        </FormScope>
      </Card.Body>
    </Card.Root>
  );
}
