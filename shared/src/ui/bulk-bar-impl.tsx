import { Button, Flex, Text } from '@chakra-ui/react';
import type { BulkBarProps } from './bulk-bar';

/** What can be done to the selected rows, and how many they are. Hidden while nothing is selected. */
export default function BulkBar({ count, noun, children, onClear }: BulkBarProps) {
  if (count === 0) return null;
  const [one, many] = noun;
  return (
    <Flex
      role="toolbar"
      aria-label="Bulk actions"
      align="center"
      gap="2"
      wrap="wrap"
      px="3"
      py="2"
      rounded="md"
      bg="blue.subtle"
      borderWidth="1px"
      borderColor="blue.muted"
    >
      <Text fontSize="sm" fontWeight="semibold" me="auto" aria-live="polite">
        {count} {count === 1 ? one : many} selected
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </Flex>
  );
}
