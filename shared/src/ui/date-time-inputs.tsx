import { Input, type InputProps } from '@chakra-ui/react';

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
