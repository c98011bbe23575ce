import { Field, Flex, Input, type InputProps } from '@chakra-ui/react';

type NativeInputProps = Omit<InputProps, 'type'>;

/**
 * The browser's own date and time pickers, styled as every other field: keyboard, locale and
 * phone pickers for free, values as the contracts take them (`YYYY-MM-DD`, `HH:MM`). Works with
 * `form.register(name)` inside a FormField (React 19 passes `ref` as a prop).
 */
export function DateInput(props: NativeInputProps) {
  return <Input type="date" css={{ colorScheme: 'light dark' }} {...props} />;
}

export function TimeInput(props: NativeInputProps) {
  return <Input type="time" css={{ colorScheme: 'light dark' }} {...props} />;
}

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
