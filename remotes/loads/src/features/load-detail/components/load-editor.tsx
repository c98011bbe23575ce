import type { Load, Payment, UpdateLoadSchema, z } from '@haulboard/shared/contracts';
import { FormField, FormScope, useUnsavedChanges, useZodForm } from '@haulboard/shared/forms';
import { DateInput, Input, TimeInput } from '@haulboard/shared/ui';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import { BrokerPicker } from '../../../components/broker-picker/broker-picker';
import { updateLoadSchema } from '../../../lib/load-schemas';
import { REQUIRED_MESSAGES } from '../../../lib/required-messages';
import { editValuesOf, type LoadEditValues } from '../lib/detail-rules';
import { LoadCards, PaymentOptions, type LoadEditFields, type LoadFieldKind } from './load-cards';
import { LOAD_EDIT_FORM_ID } from './load-edit-form-id';

/** What the form hands on: the edited fields, parsed by the contract's schema. */
export type LoadEdit = z.output<typeof UpdateLoadSchema>;

type Props = {
  load: Load;
  disabled: boolean;
  /** Sends the edit (the screen closes the editor once it is saved). */
  onSave: (values: LoadEdit) => Promise<unknown>;
  onPaymentChange: (payment: Payment) => void;
  paymentBusy: boolean;
};

/**
 * Edit Load Details: the load's cards as fields, from the values the load had when Edit was
 * pressed. Its own module, loaded with Edit (and when the pointer or focus reaches it), so a
 * load's first view carries no react-hook-form.
 */
export default function LoadEditor({ load, disabled, onSave, onPaymentChange, paymentBusy }: Props) {
  const form = useZodForm(updateLoadSchema, { defaultValues: editValuesOf(load) as never, requiredMessages: REQUIRED_MESSAGES });
  const { register } = form;
  useUnsavedChanges(`load-detail-${load.id}`, form.formState.isDirty);

  const field = (name: keyof LoadEditValues, label: string, kind: LoadFieldKind) => (
    <FormField name={name} label={label} required={kind !== 'optional' && kind !== 'money'} disabled={disabled}>
      {kind === 'date' ? (
        <DateInput {...register(name)} />
      ) : kind === 'time' ? (
        <TimeInput {...register(name)} />
      ) : kind === 'money' || kind === 'weight' ? (
        <Input {...register(name)} inputMode="decimal" type="number" step={kind === 'weight' ? '0.1' : '0.01'} min={0} />
      ) : (
        <Input {...register(name)} />
      )}
    </FormField>
  );
  const edit: LoadEditFields = {
    field,
    broker: () => (
      <BrokerPicker value={form.watch('broker') ?? ''} onChange={(name) => form.setValue('broker', name, { shouldDirty: true })} disabled={disabled} />
    ),
    payment: () => (
      <FormField name="payment" label="Payment" disabled={disabled}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('payment')}>
            <PaymentOptions />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    ),
  };

  return (
    <FormScope form={form}>
      <form id={LOAD_EDIT_FORM_ID} onSubmit={form.handleSubmit((values) => onSave(values))} noValidate>
        <LoadCards load={load} edit={edit} onPaymentChange={onPaymentChange} paymentBusy={paymentBusy} disabled={disabled} />
      </form>
    </FormScope>
  );
}
