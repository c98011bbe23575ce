import type { ReactNode } from 'react';
import type { Load, Payment } from '@haulboard/shared/contracts';
import { formatClockTime, formatMoney, formatShortDate, formatTime12, NOT_AVAILABLE } from '@haulboard/shared/format';
import { Heading, Stack, Text } from '@haulboard/shared/ui';
import { Card, Grid, NativeSelect } from '@haulboard/shared/ui-parts';
import type { LoadEditValues } from '../lib/detail-rules';

/** How an edited value is typed: text, a number (money or weight), a day or a time. */
export type LoadFieldKind = 'text' | 'optional' | 'money' | 'weight' | 'date' | 'time';

/**
 * The fields of Edit Load Details, drawn by the editor (`load-editor.tsx`, loaded with Edit): this
 * file names no form library, so a load's first view does not load react-hook-form (issue 31).
 */
export type LoadEditFields = {
  field: (name: keyof LoadEditValues, label: string, kind: LoadFieldKind) => ReactNode;
  broker: () => ReactNode;
  payment: () => ReactNode;
};

type Props = {
  load: Load;
  /** Given while editing: the cards draw these fields instead of the values. */
  edit?: LoadEditFields;
  /** Outside edit mode the payment select saves at once. */
  onPaymentChange: (payment: Payment) => void;
  paymentBusy: boolean;
  disabled: boolean;
};

/** The 'Load Details' and 'Fees & Payment' cards: read-only, or the fields of Edit Load Details. */
export function LoadCards({ load, edit, onPaymentChange, paymentBusy, disabled }: Props) {
  const editing = edit !== undefined;
  const text = (name: keyof LoadEditValues, label: string, shown: ReactNode, type?: 'money' | 'weight') =>
    edit ? edit.field(name, label, type ?? 'text') : <Row label={label}>{shown}</Row>;
  const required = (name: keyof LoadEditValues, label: string, shown: ReactNode, optional = false) =>
    edit ? edit.field(name, label, optional ? 'optional' : 'text') : <Row label={label}>{shown}</Row>;
  const dateTime = (name: 'pickup_date' | 'delivery_date' | 'pickup_time' | 'delivery_time', label: string, shown: ReactNode) =>
    edit ? edit.field(name, label, name.endsWith('date') ? 'date' : 'time') : <Row label={label}>{shown}</Row>;

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
            {edit ? edit.broker() : <Row label="Broker">{load.broker ?? NOT_AVAILABLE}</Row>}
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
            {edit ? (
              edit.payment()
            ) : (
              <Row label="Payment">
                <NativeSelect.Root size="sm" width="36" disabled={paymentBusy || disabled}>
                  <NativeSelect.Field aria-label="Payment" value={load.payment} onChange={(e) => onPaymentChange(e.currentTarget.value as Payment)}>
                    <PaymentOptions />
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

/** A load's two payment states, as the select offers them whether it saves at once or with the edit. */
export function PaymentOptions() {
  return (
    <>
      <option value="Unpaid">Unpaid</option>
      <option value="Paid">Paid</option>
    </>
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
