import type { ReactNode } from 'react';
import type { Load, Payment, UpdateLoadSchema } from '@haulboard/shared/contracts';
import { FormField, type useZodForm } from '@haulboard/shared/forms';
import { formatClockTime, formatMoney, formatShortDate, formatTime12, NOT_AVAILABLE } from '@haulboard/shared/format';
import { DateInput, Heading, Input, Stack, Text, TimeInput } from '@haulboard/shared/ui';
import { Card, Grid, NativeSelect } from '@haulboard/shared/ui-parts';
import { BrokerPicker } from '../../../components/broker-picker/broker-picker';
import type { LoadEditValues } from '../lib/detail-rules';

type Props = {
  load: Load;
  editing: boolean;
  form: ReturnType<typeof useZodForm<typeof UpdateLoadSchema>>;
  /** Outside edit mode the payment select saves at once. */
  onPaymentChange: (payment: Payment) => void;
  paymentBusy: boolean;
  disabled: boolean;
};

/** The 'Load Details' and 'Fees & Payment' cards: read-only, or the fields of Edit Load Details. */
export function LoadCards({ load, editing, form, onPaymentChange, paymentBusy, disabled }: Props) {
  const { register } = form;
  const text = (name: keyof LoadEditValues, label: string, shown: ReactNode, type?: 'money' | 'weight') =>
    editing ? (
      <FormField name={name} label={label} required={!type || type === 'weight'} disabled={disabled}>
        <Input
          {...register(name)}
          inputMode="decimal"
          type={type ? 'number' : 'text'}
          step={type === 'weight' ? '0.1' : type ? '0.01' : undefined}
          min={type ? 0 : undefined}
        />
      </FormField>
    ) : (
      <Row label={label}>{shown}</Row>
    );
  const required = (name: keyof LoadEditValues, label: string, shown: ReactNode, optional = false) =>
    editing ? (
      <FormField name={name} label={label} required={!optional} disabled={disabled}>
        <Input {...register(name)} />
      </FormField>
    ) : (
      <Row label={label}>{shown}</Row>
    );
  const dateTime = (name: 'pickup_date' | 'delivery_date' | 'pickup_time' | 'delivery_time', label: string, shown: ReactNode) =>
    editing ? (
      <FormField name={name} label={label} required disabled={disabled}>
        {name.endsWith('date') ? <DateInput {...register(name)} /> : <TimeInput {...register(name)} />}
      </FormField>
    ) : (
      <Row label={label}>{shown}</Row>
    );

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
      <Card.Root as="section" aria-labelledby="load-details-heading">
        <Card.Header>
          <Heading as="h2" size="md" id="load-details-heading">
            Load Details
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap={editing ? '3' : '2'}>
            <Row label="Load Number">{load.id}</Row>
            {/* The stored loadNumber is an outside reference (a broker's), labelled so it never reads as a second load number (issue 27). */}
            {editing || load.loadNumber ? required('loadNumber', 'Reference', load.loadNumber, true) : null}
            {required('loadname', 'Load Name', load.loadname)}
            {required('pickup_location', 'Pickup Location', load.pickup_location)}
            {required('delivery_location', 'Delivery Location', load.delivery_location)}
            <Grid templateColumns={editing ? { base: '1fr', sm: '1fr 1fr' } : '1fr'} gap={editing ? '3' : '2'}>
              {dateTime('pickup_date', 'Pickup Date', formatShortDate(load.pickup_date))}
              {dateTime('pickup_time', 'Pickup Time', formatTime12(load.pickup_time))}
              {dateTime('delivery_date', 'Delivery Date', formatShortDate(load.delivery_date))}
              {dateTime('delivery_time', 'Delivery Time', formatTime12(load.delivery_time))}
            </Grid>
            {text('weight_lbs', 'Weight (lbs)', `${load.weight_lbs.toLocaleString('en-US')} lbs`, 'weight')}
            {editing ? (
              <BrokerPicker value={form.watch('broker') ?? ''} onChange={(name) => form.setValue('broker', name, { shouldDirty: true })} disabled={disabled} />
            ) : (
              <Row label="Broker">{load.broker ?? NOT_AVAILABLE}</Row>
            )}
            {load.status === 'delivered' && load.delivered_at ? <Row label="Delivered">{formatDeliveredAt(load.delivered_at)}</Row> : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="fees-heading">
        <Card.Header>
          <Heading as="h2" size="md" id="fees-heading">
            Fees &amp; Payment
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap={editing ? '3' : '2'}>
            {text('price', 'Price', formatMoney(load.price), 'money')}
            {text('fuel_price', 'Fuel Price', formatMoney(load.fuel_price), 'money')}
            {text('toll_price', 'Toll Price', formatMoney(load.toll_price), 'money')}
            {text('driver_fee', 'Driver Fee', formatMoney(load.driver_fee), 'money')}
            {text('parking_fee', 'Parking Fee', formatMoney(load.parking_fee), 'money')}
            {text('insurance_fee', 'Insurance Fee', formatMoney(load.insurance_fee), 'money')}
            {editing ? (
              <FormField name="payment" label="Payment" disabled={disabled}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('payment')}>
                    <option value="Unpaid">Unpaid</option>
                    <option value="Paid">Paid</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            ) : (
              <Row label="Payment">
                <NativeSelect.Root size="sm" width="36" disabled={paymentBusy || disabled}>
                  <NativeSelect.Field aria-label="Payment" value={load.payment} onChange={(e) => onPaymentChange(e.currentTarget.value as Payment)}>
                    <option value="Unpaid">Unpaid</option>
                    <option value="Paid">Paid</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Row>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

/** When a load was delivered, on this computer's clock: 'Mar 11, 2026, 09:05 AM'. */
const formatDeliveredAt = (iso: string) => `${formatShortDate(new Date(iso))}, ${formatClockTime(iso)}`;

/** A label and its value, side by side (stacked on a phone if the value is long). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid templateColumns="minmax(8rem, 40%) minmax(0, 1fr)" gap="3" alignItems="center" py="1" borderBottomWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="div" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Grid>
  );
}
