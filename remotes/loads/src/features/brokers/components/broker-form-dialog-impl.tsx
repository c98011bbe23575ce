import { createBroker, getBroker, updateBroker } from '@haulboard/shared/api/admin';
import { BrokerInputSchema, DEFAULT_PAYMENT_TERMS_DAYS, type Broker, type BrokerInput } from '@haulboard/shared/contracts';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { EditConflictNotice, useEditConflict } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { Input, Stack } from '@haulboard/shared/ui';
import { Textarea } from '@haulboard/shared/ui-parts';
import { BROKER_TEXTS } from '../lib/brokers-params';

export type BrokerFormDialogProps = {
  /** The broker to edit; null adds one. */
  broker: Broker | null;
  onClose: () => void;
};

/** The form's fields as the inputs hold them. */
const valuesOf = (b: Broker | null): BrokerInput => ({
  name: b?.name ?? '',
  billing_email: b?.billing_email ?? '',
  billing_address: b?.billing_address ?? '',
  payment_terms_days: String(b?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS),
});

/** Add Broker has no version to start from. */
const NEW_BROKER = { version: 1 };

/** Add Broker and Edit Broker (issue 30): the name, billing e-mail and address, payment terms in days. */
export default function BrokerFormDialogImpl({ broker, onClose }: BrokerFormDialogProps) {
  const editing = broker !== null;
  const form = useZodForm(BrokerInputSchema, { defaultValues: valuesOf(broker) });
  // An edit names the version it started from: a save over someone else's is refused (issue 29).
  const conflict = useEditConflict({
    record: broker ?? NEW_BROKER,
    editing: true,
    fetchLatest: () => (broker ? getBroker(broker.id) : Promise.resolve(undefined)),
    onReload: (latest) => form.reset(valuesOf(latest)),
  });
  const save = useResourceMutation(resources.brokers, {
    mutationFn: (body: BrokerInput) => (broker ? updateBroker(broker.id, { ...body, version: conflict.version }) : createBroker(body)),
    success: editing ? BROKER_TEXTS.updated : BROKER_TEXTS.added,
    failure: editing ? BROKER_TEXTS.updateFailed : BROKER_TEXTS.addFailed,
    // The server's reason: 'A broker with this name already exists.'
    failureDetail: true,
  });
  const busy = save.isPending;
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose, onError: conflict.caught }));

  return (
    <FormScope form={form}>
      <FormDialog
        open
        title={editing ? 'Edit Broker' : 'Add Broker'}
        submitLabel="Save"
        busyLabel={editing ? BusyLabels.update : BusyLabels.save}
        busy={busy}
        onSubmit={(e) => void submit(e)}
        onClose={onClose}
      >
        <Stack gap="4">
          <EditConflictNotice conflict={conflict} />
          <FormField name="name" label="Name" required disabled={busy}>
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>
          <FormField name="billing_email" label="Billing E-mail" disabled={busy}>
            <Input {...form.register('billing_email')} type="email" autoComplete="off" />
          </FormField>
          <FormField name="billing_address" label="Billing Address" disabled={busy}>
            <Textarea {...form.register('billing_address')} rows={3} autoresize />
          </FormField>
          <FormField name="payment_terms_days" label="Payment Terms (days)" required disabled={busy} helperText="Days a broker has to pay an invoice, 0 to 365">
            <Input {...form.register('payment_terms_days')} type="number" inputMode="numeric" min={0} max={365} step={1} />
          </FormField>
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
