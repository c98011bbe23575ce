import { memo, useCallback, useEffect, useRef } from 'react';
import { VList, type VListHandle } from 'virtua';
import type { Contact } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { Badge, Box, Flex, Text, chakra } from '@haulboard/shared/ui';
import { DeactivatedBadge } from '@haulboard/shared/ui-parts';
import { ContactAvatar } from '../../../components/contact-avatar';

type Props = {
  contacts: readonly Contact[];
  selectedId: number | null;
  onSelect: (contactId: number) => void;
  /** Asks for the next page of people; none when every one is fetched (or a page is on its way). */
  onEndReached?: () => void;
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

/**
 * The contact list, virtualised: a company may have ten thousand people to chat with, fetched a
 * page at a time as the reader nears the end of those fetched.
 */
export function ContactList({ contacts, selectedId, onSelect, onEndReached }: Props) {
  const list = useRef<VListHandle>(null);
  const nearEnd = useCallback(() => {
    const h = list.current;
    // Within a screen of the end: the next page arrives before the reader gets there.
    if (h && onEndReached && h.scrollSize - h.scrollOffset - h.viewportSize < h.viewportSize) onEndReached();
  }, [onEndReached]);
  // A tall screen may show a whole page with room to spare: it asks for the next at once.
  useEffect(nearEnd, [nearEnd, contacts.length]);
  return (
    <VList ref={list} data={contacts} style={{ flex: 1 }} aria-label="Contacts" role="list" onScroll={nearEnd}>
      {(c) => <ContactRow key={c.user.id} contact={c} selected={c.user.id === selectedId} onSelect={onSelect} />}
    </VList>
  );
}
