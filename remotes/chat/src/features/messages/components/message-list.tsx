import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { VList, type VListHandle } from 'virtua';
import type { Message } from '@haulboard/shared/contracts';
import { Center, Spinner, Text } from '@haulboard/shared/ui';
import { isReceived } from '../../../lib/message-rules';
import type { PendingSend } from '../../../lib/outbox';
import { MessageBubble, PendingBubble } from './message-bubble';

type Item = { key: string; message: Message; pending?: never } | { key: string; pending: PendingSend; message?: never };

type Props = {
  contactId: number;
  messages: readonly Message[];
  pending: readonly PendingSend[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete: (messageId: number) => Promise<unknown>;
  onRetry: (p: PendingSend) => void;
  onDiscard: (p: PendingSend) => void;
  /** The contact can no longer receive messages: what failed can be discarded, not retried. */
  readOnly?: boolean;
};

/** Loads the previous page when the reader scrolls within this many pixels of the top. */
const LOAD_OLDER_AT_PX = 400;

/**
 * The conversation, virtualised (a conversation may hold thousands of messages). It scrolls
 * to the newest message whenever the newest changes (a send, an arrival, a deletion, another
 * contact), but not when older history loads above the reader.
 */
export function MessageList({ contactId, messages, pending, hasOlder, loadingOlder, onLoadOlder, onDelete, onRetry, onDiscard, readOnly }: Props) {
  const list = useRef<VListHandle>(null);
  const items = useMemo<Item[]>(() => {
    const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
    return [
      ...messages.map((m) => ({ key: `m${m.id}`, message: m })),
      // The server's copy may arrive (over the socket) before the send's own answer.
      ...pending.filter((p) => !stored.has(p.clientId)).map((p) => ({ key: `p${p.clientId}`, pending: p })),
    ];
  }, [messages, pending]);

  const first = items[0]?.key;
  const last = items.at(-1)?.key;
  // Starts with no newest message, so the first render scrolls to the newest one.
  const prev = useRef<{ first?: string; last?: string; contactId: number }>({ first, last: undefined, contactId });
  // Older history arrived above: keep the reader's place (virtua's shift mode).
  const prepending = prev.current.contactId === contactId && prev.current.last === last && prev.current.first !== first;

  useLayoutEffect(() => {
    const changedNewest = prev.current.last !== last || prev.current.contactId !== contactId;
    prev.current = { first, last, contactId };
    if (changedNewest && items.length) list.current?.scrollToIndex(items.length - 1, { align: 'end' });
  });

  // A first page shorter than the viewport cannot be scrolled up: load on until it can.
  useEffect(() => {
    const h = list.current;
    if (h && hasOlder && !loadingOlder && h.scrollSize <= h.viewportSize) onLoadOlder();
  }, [hasOlder, loadingOlder, items.length, onLoadOlder]);

  if (!items.length) {
    return (
      <Center flex="1" p="6">
        <Text color="fg.muted">{readOnly ? 'No messages yet.' : 'No messages yet. Start a conversation!'}</Text>
      </Center>
    );
  }
  return (
    <VList
      ref={list}
      data={items}
      shift={prepending}
      style={{ flex: 1 }}
      role="log"
      aria-label="Messages"
      onScroll={(offset) => {
        if (offset < LOAD_OLDER_AT_PX && hasOlder && !loadingOlder) onLoadOlder();
      }}
    >
      {(item, i) => (
        <div key={item.key}>
          {i === 0 && loadingOlder ? (
            <Center py="2">
              <Spinner size="sm" aria-label="Loading older messages" />
            </Center>
          ) : null}
          {item.message ? (
            <MessageBubble message={item.message} sent={!isReceived(item.message, contactId)} onDelete={onDelete} />
          ) : (
            <PendingBubble pending={item.pending} onRetry={readOnly ? undefined : () => onRetry(item.pending)} onDiscard={() => onDiscard(item.pending)} />
          )}
        </div>
      )}
    </VList>
  );
}
