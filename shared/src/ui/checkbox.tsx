import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { chakra, HStack, Text } from '@chakra-ui/react';

/**
 * A labelled checkbox on the native input: keyboard and screen-reader behaviour for free,
 * and none of the 8 KiB state machine of Chakra's on the first page.
 */
export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { children: ReactNode }>(function Checkbox(
  { children, disabled, ...input },
  ref,
) {
  return (
    <HStack as="label" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'} opacity={disabled ? 0.6 : 1}>
      <chakra.input ref={ref} type="checkbox" disabled={disabled} boxSize="4" accentColor="blue.solid" {...input} />
      <Text as="span" fontSize="sm">
        {children}
      </Text>
    </HStack>
  );
});
