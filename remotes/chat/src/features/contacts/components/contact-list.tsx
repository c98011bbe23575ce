import { memo } from 'react';
import { VList } from 'virtua';
import type { Contact } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { Badge, Box, Flex, Text, chakra } from '@haulboard/shared/ui';
import { DeactivatedBadge } from '@haulboard/shared/ui-parts';
import { ContactAvatar } from '../../../components/contact-avatar';

type Props = {
  contacts: readonly Contact[];
  selectedId: number | null;
  onSelect: (contactId: number) => void;
};

const unreadLabel = (n: number) => `${n} unread message${n === 1 ? '' : 's'}`;

/**
 * One contact: who it is (picture or initials on their colour, and the first name, marked when
 * deactivated), the last message and its time, the unread badge. The same row in the panel and on a phone: narrow
 * views show the list alone, at full width, rather than a rail of look-alike avatars.
 * Memoised because the virtual list re-renders its visible rows on every scroll step.
 */
const ContactRow = memo(function ContactRow({
  contact: c,
  selected,
  onSelect,
}: {
  contact: Contact;
  selected: boolean;
  onSelect: (contactId: number) => void;
}) {
  const preview = c.last_message ?? 'No messages yet';
  return (
    <Box role="listitem" px="2" py="0.5">
      <chakra.button
        type="button"
        onClick={() => onSelect(c.user.id)}
        aria-current={selected ? 'true' : undefined}
        display="flex"
        w="full"
        alignItems="center"
        gap="3"
        p="2"
        rounded="md"
        textAlign="start"
        bg={selected ? 'blue.subtle' : undefined}
        _hover={{ bg: selected ? 'blue.subtle' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      >
        <ContactAvatar person={c.user} />
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="baseline" gap="2">
            <Flex align="center" gap="1.5" minW="0">
              <Text fontWeight="semibold" truncate>
                {c.user.first_name}
              </Text>
              {c.user.deactivated_at ? <DeactivatedBadge /> : null}
            </Flex>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatChatTime(c.last_message_time)}
            </Text>
          </Flex>
          <Flex justify="space-between" align="center" gap="2">
            <Text fontSize="sm" color="fg.muted" truncate>
              {preview}
            </Text>
            {c.unread_count > 0 ? (
              <Badge colorPalette="blue" variant="solid" rounded="full" flexShrink={0} aria-label={unreadLabel(c.unread_count)}>
                {c.unread_count > 99 ? '99+' : c.unread_count}
              </Badge>
            ) : null}
          </Flex>
        </Box>
      </chakra.button>
    </Box>
  );
});

/** The contact list, virtualised: a company may have a thousand people to chat with. */
export function ContactList({ contacts, selectedId, onSelect }: Props) {
  return (
    <VList data={contacts} style={{ flex: 1 }} aria-label="Contacts" role="list">
      {(c) => <ContactRow key={c.user.id} contact={c} selected={c.user.id === selectedId} onSelect={onSelect} />}
    </VList>
  );
}
