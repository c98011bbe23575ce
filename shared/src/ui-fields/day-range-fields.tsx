import { DateInput, Field, Flex } from '@haulboard/shared/ui';

/**
 * A list's day filter: From and To (days included), side by side, each bounded by the other, so a
 * range cannot be picked backwards. `onChange` gets the one day that changed ('' when cleared).
 */
export function DayRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void }) {
  return (
    <Flex gap="3" w={{ base: 'full', md: 'auto' }}>
      <Field.Root flex="1" minW="0">
        <Field.Label>From</Field.Label>
        <DateInput value={from} max={to || undefined} onChange={(e) => onChange({ from: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root flex="1" minW="0">
        <Field.Label>To</Field.Label>
        <DateInput value={to} min={from || undefined} onChange={(e) => onChange({ to: e.currentTarget.value })} />
      </Field.Root>
    </Flex>
  );
}
