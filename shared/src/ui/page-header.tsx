import { Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The header every screen starts with. `chat` is the slot for the chat toggle (the chat
 * remote's panel opens from it); `actions` sit before it.
 */
export function PageHeader({ title, actions, chat }: { title: ReactNode; actions?: ReactNode; chat?: ReactNode }) {
  return (
    <Flex as="header" align="center" justify="space-between" gap="3" wrap="wrap" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <HStack gap="2">
        {actions}
        {chat}
      </HStack>
    </Flex>
  );
}
