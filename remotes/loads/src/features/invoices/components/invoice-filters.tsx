import { memo, useState } from 'react';
import { Box, Button, Flex } from '@haulboard/shared/ui';
import { DayRangeFields } from '@haulboard/shared/ui-fields';
import type { InvoiceFilterValues } from '../lib/invoice-params';
import { BrokerIdPicker } from './broker-filter';

const CLEARED: InvoiceFilterValues = { status: '', broker: '', from: '', to: '' };

type Props = InvoiceFilterValues & { onChange: (patch: Partial<InvoiceFilterValues>) => void };

/** Which broker and which issue days, each kept in the URL (the status and the number are the toolbar's). */
export const InvoiceFilters = memo(function InvoiceFilters({ status, broker, from, to, onChange }: Props) {
  // The broker picked here names the field; a pasted link's shows as 'Broker 3' until searched.
  const [brokerName, setBrokerName] = useState<string | null>(null);
  const filtered = status !== '' || broker !== '' || from !== '' || to !== '';
  return (
    <Flex as="form" gap="3" wrap="wrap" align="flex-end" onSubmit={(e) => e.preventDefault()}>
      <Box w={{ base: 'full', md: '16rem' }}>
        <BrokerIdPicker
          label="Broker"
          placeholder="Every broker"
          value={broker}
          name={brokerName}
          onChange={(b) => {
            setBrokerName(b?.name ?? null);
            onChange({ broker: b?.id ?? '' });
          }}
        />
      </Box>
      <DayRangeFields from={from} to={to} onChange={onChange} />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange(CLEARED)}>
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
});
