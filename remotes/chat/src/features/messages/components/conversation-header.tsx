import type { Contact } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { Box, Flex, Heading, Text } from '@haulboard/shared/ui';
import { ContactAvatar } from '../../contacts/components/contact-avatar';

export function ConversationHeader({ contact }: { contact: Contact }) {
  const lastSeen = contact.user.last_seen ? formatChatTime(contact.user.last_seen) : 'recently';
  return (
    <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" bg="bg">
      <ContactAvatar src={contact.user.avatar} />
      <Box minW="0">
        <Heading as="h2" size="sm" truncate>
          {contact.user.first_name} {contact.user.last_name}
        </Heading>
        <Text fontSize="xs" color="fg.muted" truncate>
          {'Online - Last seen, '}
          {lastSeen}
        </Text>
      </Box>
    </Flex>
  );
}
