import type { Ref } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { Contact } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { Box, Flex, Heading, IconButton, Text } from '@haulboard/shared/ui';
import { DeactivatedBadge } from '@haulboard/shared/ui-parts';
import { ContactAvatar } from '../../../components/contact-avatar';

type Props = {
  contact: Contact;
  /** Narrow views show the conversation alone: this leads back to the people. */
  onBack?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Avatar, full name and last seen (spec). A deactivated person is marked, and never called 'Online'. */
export function ConversationHeader({ contact, onBack, headingRef }: Props) {
  const lastSeen = contact.user.last_seen ? formatChatTime(contact.user.last_seen) : 'recently';
  const deactivated = contact.user.deactivated_at !== null;
  return (
    <Flex align="center" gap="3" px={onBack ? '2' : '4'} py="3" borderBottomWidth="1px" bg="bg">
      {onBack ? (
        <IconButton aria-label="Back to people" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft />
        </IconButton>
      ) : null}
      <ContactAvatar person={contact.user} />
      <Box minW="0">
        <Flex align="center" gap="2" minW="0">
          <Heading as="h2" size="sm" truncate ref={headingRef} tabIndex={-1} outline="none">
            {contact.user.first_name} {contact.user.last_name}
          </Heading>
          {deactivated ? <DeactivatedBadge /> : null}
        </Flex>
        <Text fontSize="xs" color="fg.muted" truncate>
          {deactivated ? 'Last seen, ' : 'Online - Last seen, '}
          {lastSeen}
        </Text>
      </Box>
    </Flex>
  );
}
