import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Box, Center, Flex, Heading, Input, InputGroup, Spinner, Text } from '@haulboard/shared/ui';
import { cachedContacts, chatKeys } from '../live/chat-cache';
import { ContactList } from '../features/contacts/components/contact-list';
import { useContacts } from '../features/contacts/hooks/use-contacts';
import { Composer } from '../features/composer/components/composer';
import { DeactivatedNotice } from '../features/composer/components/deactivated-notice';
import { ConversationHeader } from '../features/messages/components/conversation-header';
import { MessageList } from '../features/messages/components/message-list';
import { chatError, useChatError } from '../hooks/use-chat-error';
import { useConversation } from '../features/messages/hooks/use-conversation';
import { useDeleteMessage } from '../features/messages/hooks/use-delete-message';
import { useSendMessage } from '../features/messages/hooks/use-send-message';
import { drafts } from '../lib/drafts';

/**
 * Below this width (the panel, a phone) the people and the conversation cannot both be read
 * side by side: each takes the whole width in turn (the spec's small-screen variant).
 */
const COMPACT_BELOW_PX = 720;

function useCompact(forced: boolean | undefined) {
  const root = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(forced ?? false);
  useEffect(() => {
    if (forced !== undefined || !root.current || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setCompact(entry.contentRect.width < COMPACT_BELOW_PX));
    ro.observe(root.current);
    return () => ro.disconnect();
  }, [forced]);
  return { root, compact: forced ?? compact };
}

const matches = (q: string) => {
  const needle = q.trim().toLowerCase();
  return (c: { user: { first_name: string; last_name: string } }) => !needle || `${c.user.first_name} ${c.user.last_name}`.toLowerCase().includes(needle);
};

/**
 * The chat: people on the left, the selected conversation on the right. The screen at
 * /admin/chat and the panel other areas embed are this one view. Narrow, it shows one of the
 * two at a time: the people first, a chosen conversation in their place, and a way back.
 */
export function ChatView({ compact: forcedCompact }: { compact?: boolean }) {
  const { root, compact } = useCompact(forcedCompact);
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [pane, setPane] = useState<'people' | 'conversation'>('people');
  const contacts = useContacts(query);
  const list = contacts.contacts;
  const everyone = !query.trim() && !contacts.searching;

  // The first contact is selected once the list loads, and again if the selected one leaves the
  // whole list (deleted); a search that leaves them out keeps them, as the reader chose them.
  useEffect(() => {
    if (!list.length) return;
    const gone = everyone && !contacts.hasNextPage && !list.some((c) => c.user.id === selectedId);
    if (selectedId === null || gone) setSelectedId(list[0].user.id);
  }, [list, selectedId, everyone, contacts.hasNextPage]);

  // A draft for someone deactivated can never be sent, and would keep the shell from reloading for good.
  useEffect(() => {
    for (const c of list) if (c.user.deactivated_at) drafts.delete(c.user.id);
  }, [list]);

  const showPeople = !compact || pane === 'people';
  const showConversation = !compact || pane === 'conversation';
  // The one chosen may be outside what the search shows now: the cache still has them.
  const selected = useMemo(
    () =>
      selectedId === null ? null : (list.find((c) => c.user.id === selectedId) ?? cachedContacts(queryClient).find((c) => c.user.id === selectedId) ?? null),
    [list, selectedId, queryClient],
  );
  // Their conversation is read, not written to: the server refuses a send (409).
  const readOnly = Boolean(selected?.user.deactivated_at);
  // Only a conversation on screen is fetched: reading it marks it read, so one the reader has
  // not opened yet (narrow, the list in view) keeps its unread badge.
  const openId = showConversation && selected ? selected.user.id : null;
  const conversation = useConversation(openId);
  const sending = useSendMessage(openId);
  const deleting = useDeleteMessage(openId ?? 0);
  const mutating = useIsMutating() > 0;
  const error = useChatError();
  // What was fetched narrows as one types; the server's answer for the whole list follows.
  const visible = useMemo(() => list.filter(matches(query)), [list, query]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = contacts;
  const loadMore = useMemo(
    () => (hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const busy = contacts.isFetching || conversation.isFetching || mutating || sending.pending.some((p) => p.status === 'sending');

  // Narrow, the control that was used leaves the screen with its pane: focus follows the reader.
  const heading = useRef<HTMLHeadingElement>(null);
  const people = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (pane === 'conversation') return void heading.current?.focus();
    // Back on the people: the person just left, once the virtual list has drawn its row. The list
    // renders a row before it has measured it, hidden, and a hidden row takes no focus: tried again
    // until the row has it (seen with reduced motion, where nothing else delays the first frame).
    let frame = 0;
    const focusRow = (tries: number) => {
      const row = people.current?.querySelector<HTMLElement>('[aria-current="true"]');
      row?.focus();
      if (row && document.activeElement === row) return;
      if (tries > 0) frame = requestAnimationFrame(() => focusRow(tries - 1));
      else people.current?.querySelector('input')?.focus();
    };
    focusRow(10);
    return () => cancelAnimationFrame(frame);
  }, [pane]);

  const select = useCallback(
    (id: number) => {
      setSelectedId(id);
      // Clicking a contact reloads its messages (a cached copy shows meanwhile).
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) });
      moved.current = true;
      setPane('conversation');
    },
    [queryClient],
  );
  const back = useCallback(() => {
    moved.current = true;
    setPane('people');
  }, []);
  const deleteMessage = deleting.mutateAsync;
  const onDelete = useCallback((id: number) => deleteMessage(id).catch(() => undefined), [deleteMessage]);
  const fetchOlder = conversation.fetchPreviousPage;
  const loadOlder = useCallback(() => void fetchOlder(), [fetchOlder]);
  const reportError = useCallback((m: string) => chatError.report(m), []);

  const errorLine = error ? (
    <Text role="alert" color="fg.error" fontSize="sm" px="4" py="1">
      {error}
    </Text>
  ) : null;

  return (
    <Flex
      ref={root}
      h="full"
      minH="0"
      bg="bg"
      borderWidth={forcedCompact ? '0' : '1px'}
      rounded={forcedCompact ? undefined : 'lg'}
      overflow="hidden"
      direction="column"
    >
      {compact ? errorLine : null}
      <Flex flex="1" minH="0">
        {showPeople ? (
          <Flex
            ref={people}
            as="nav"
            aria-label="People"
            direction="column"
            w={compact ? 'full' : '80'}
            flexShrink={0}
            borderRightWidth={compact ? '0' : '1px'}
            minH="0"
          >
            <Box p="3" pb="1">
              <InputGroup startElement={<Search size={16} />}>
                <Input type="search" placeholder="Search" aria-label="Search people" value={query} onChange={(e) => setQuery(e.target.value)} />
              </InputGroup>
            </Box>
            <Flex align="center" justify="space-between" px="4" py="2" gap="2">
              <Heading as="h2" size="md">
                People
              </Heading>
              {busy ? <Spinner size="xs" aria-label="Loading" /> : null}
            </Flex>
            {compact ? null : errorLine}
            {contacts.isPending || (contacts.searching && !visible.length) ? null : visible.length ? (
              <ContactList contacts={visible} selectedId={selectedId} onSelect={select} onEndReached={loadMore} />
            ) : (
              <Text color="fg.muted" px="4" py="6" fontSize="sm" textAlign="center">
                There's nothing to display
              </Text>
            )}
          </Flex>
        ) : null}
        {showConversation ? (
          <Flex direction="column" flex="1" minW="0" minH="0" bg="bg.subtle">
            {selected ? (
              <>
                <ConversationHeader contact={selected} onBack={compact ? back : undefined} headingRef={heading} />
                {conversation.isPending ? (
                  <Center flex="1">
                    <Spinner aria-label="Loading messages" />
                  </Center>
                ) : conversation.isError && !conversation.data ? (
                  // The error line says what failed; this only keeps 'No messages yet' from misleading.
                  <Center flex="1" p="6">
                    <Text color="fg.muted">Messages could not be loaded.</Text>
                  </Center>
                ) : (
                  <MessageList
                    contactId={selected.user.id}
                    messages={conversation.messages}
                    pending={sending.pending}
                    hasOlder={conversation.hasPreviousPage}
                    loadingOlder={conversation.isFetchingPreviousPage}
                    onLoadOlder={loadOlder}
                    onDelete={onDelete}
                    onRetry={sending.retry}
                    onDiscard={sending.discard}
                    readOnly={readOnly}
                  />
                )}
                {readOnly ? (
                  <DeactivatedNotice name={`${selected.user.first_name} ${selected.user.last_name}`.trim()} />
                ) : (
                  <Composer key={selected.user.id} contactId={selected.user.id} onSend={sending.send} onError={reportError} compact={compact} />
                )}
              </>
            ) : (
              <Center flex="1" p="6">
                <Text color="fg.muted">{contacts.isPending ? 'Loading people...' : 'Choose a person to start chatting.'}</Text>
              </Center>
            )}
          </Flex>
        ) : null}
      </Flex>
    </Flex>
  );
}
