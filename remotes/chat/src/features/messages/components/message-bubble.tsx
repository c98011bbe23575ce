import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FileText, MoreVertical, RotateCw } from 'lucide-react';
import type { Message } from '@haulboard/shared/contracts';
import { formatChatTime } from '@haulboard/shared/format';
import { loadDetailPath, openInShell, splitLoadReferences } from '@haulboard/shared/links';
import { ActionMenu, Box, Button, ConfirmDialog, Flex, HStack, Link, Text, type ActionMenuItem } from '@haulboard/shared/ui';
import { Image } from '@haulboard/shared/ui-parts';
import { AttachmentDefaults, isEmojiOnly, toApiUrl } from '../../../lib/message-rules';
import type { PendingSend } from '../../../lib/outbox';

/**
 * A message's text, with each load it names ("load 472") a link to that load (issue 29). The panel
 * is its own React root, outside the shell's router: the link moves that router itself.
 */
function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => splitLoadReferences(text), [text]);
  return parts.map((part, i) =>
    part.loadId === undefined ? (
      part.text
    ) : (
      <Link key={i} href={loadDetailPath(part.loadId)} color="inherit" textDecoration="underline" onClick={(e) => openInShell(e, loadDetailPath(part.loadId!))}>
        {part.text}
      </Link>
    ),
  );
}

type Attachments = {
  document?: { url: string; name: string } | null;
  photo?: { url: string; name: string } | null;
  voice?: { url: string; name: string } | null;
};

function Bubble({
  sent,
  text,
  attachments,
  footer,
  actions,
}: {
  sent: boolean;
  text: string;
  attachments: Attachments;
  footer: ReactNode;
  actions?: ReactNode;
}) {
  const emojiOnly = isEmojiOnly(text);
  const hasText = text.trim() !== '';
  return (
    <Flex justify={sent ? 'flex-end' : 'flex-start'} px="3" py="1" role="group">
      <Flex direction={sent ? 'row-reverse' : 'row'} align="flex-start" gap="1" maxW="85%">
        <Box
          data-sent={sent || undefined}
          bg={emojiOnly ? 'transparent' : sent ? 'blue.solid' : 'bg.muted'}
          color={sent && !emojiOnly ? 'blue.contrast' : 'fg'}
          px={emojiOnly ? '0' : '3'}
          py={emojiOnly ? '0' : '2'}
          rounded="lg"
          minW="0"
        >
          {hasText ? (
            <Text
              data-emoji-only={emojiOnly || undefined}
              fontSize={emojiOnly ? '4xl' : 'sm'}
              lineHeight={emojiOnly ? 'short' : undefined}
              whiteSpace="pre-wrap"
              wordBreak="break-word"
            >
              <MessageText text={text} />
            </Text>
          ) : null}
          {attachments.photo ? (
            <Link href={attachments.photo.url} target="_blank" rel="noopener noreferrer" display="block" mt={hasText ? '2' : '0'}>
              <Image src={attachments.photo.url} alt={attachments.photo.name} maxW="60" maxH="60" rounded="md" objectFit="cover" loading="lazy" />
            </Link>
          ) : null}
          {attachments.document ? (
            <Link
              href={attachments.document.url}
              target="_blank"
              rel="noopener noreferrer"
              display="flex"
              alignItems="center"
              gap="2"
              mt={hasText ? '2' : '0'}
              color="inherit"
              textDecoration="underline"
            >
              <FileText size={16} aria-hidden />
              <Text as="span" fontSize="sm" truncate>
                {attachments.document.name}
              </Text>
            </Link>
          ) : null}
          {attachments.voice ? (
            <Box mt={hasText ? '2' : '0'}>
              <audio controls preload="none" src={attachments.voice.url} aria-label={attachments.voice.name} style={{ maxWidth: '15rem' }} />
            </Box>
          ) : null}
          <Box fontSize="xs" mt="1" color={sent && !emojiOnly ? 'blue.contrast' : 'fg.muted'} textAlign="end">
            {footer}
          </Box>
        </Box>
        {actions}
      </Flex>
    </Flex>
  );
}

/** Memoised: the virtual list re-renders its visible rows on every scroll step. */
export const MessageBubble = memo(function MessageBubble({
  message,
  sent,
  onDelete,
}: {
  message: Message;
  sent: boolean;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const attachments: Attachments = {
    document: message.document_url ? { url: toApiUrl(message.document_url)!, name: message.document_name || AttachmentDefaults.document } : null,
    photo: message.camera_media_url ? { url: toApiUrl(message.camera_media_url)!, name: message.camera_media_name || AttachmentDefaults.cameraMedia } : null,
    voice: message.voice_note_url ? { url: toApiUrl(message.voice_note_url)!, name: message.voice_note_name || AttachmentDefaults.voiceNote } : null,
  };
  const items: ActionMenuItem[] = [];
  if (message.message.trim()) {
    items.push({ value: 'copy', label: 'Copy Text', onSelect: () => void navigator.clipboard?.writeText(message.message).catch(() => undefined) });
  }
  const firstAttachment = attachments.document ?? attachments.photo ?? attachments.voice;
  if (firstAttachment) {
    items.push({ value: 'open', label: 'Open Attachment', onSelect: () => void window.open(firstAttachment.url, '_blank', 'noopener') });
  }
  if (sent) items.push({ value: 'delete', label: 'Delete Message', danger: true, onSelect: () => setConfirming(true) });
  return (
    <>
      <Bubble
        sent={sent}
        text={message.message}
        attachments={attachments}
        footer={<time dateTime={message.created_at}>{formatChatTime(message.created_at)}</time>}
        actions={
          <ActionMenu label="Message actions" icon={<MoreVertical size={16} />} items={items} size="xs" placement={sent ? 'bottom-end' : 'bottom-start'} />
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete this message?"
        confirmLabel="Delete Message"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          onDelete(message.id).finally(() => {
            setBusy(false);
            setConfirming(false);
          });
        }}
      >
        It disappears for both of you. Its attachments are deleted too.
      </ConfirmDialog>
    </>
  );
});

/** Local previews of a pending send's files, released when it leaves the screen. */
function useObjectUrls(p: PendingSend) {
  const urls = useMemo(
    () => ({
      file: p.file ? URL.createObjectURL(p.file.file) : null,
      voice: p.voiceNote ? URL.createObjectURL(p.voiceNote) : null,
    }),
    [p.file, p.voiceNote],
  );
  useEffect(
    () => () => {
      if (urls.file) URL.revokeObjectURL(urls.file);
      if (urls.voice) URL.revokeObjectURL(urls.voice);
    },
    [urls],
  );
  return urls;
}

/**
 * A send on its way, or one that failed: it keeps its text and files until retried or discarded.
 * Without `onRetry` (a refused send, a conversation that can no longer be written to) only Discard is offered.
 */
export function PendingBubble({ pending, onRetry, onDiscard }: { pending: PendingSend; onRetry?: () => void; onDiscard: () => void }) {
  const urls = useObjectUrls(pending);
  const failed = pending.status === 'failed';
  const file = pending.file;
  const attachments: Attachments = {
    document: file?.field === 'document' && urls.file ? { url: urls.file, name: file.file.name } : null,
    photo: file?.field === 'camera_media' && urls.file ? { url: urls.file, name: file.file.name } : null,
    voice: urls.voice ? { url: urls.voice, name: AttachmentDefaults.voiceNote } : null,
  };
  return (
    <Bubble
      sent
      text={pending.text}
      attachments={attachments}
      footer={
        failed ? (
          <HStack gap="2" justify="flex-end" wrap="wrap">
            <Text as="span" fontWeight="semibold">
              {pending.refusal ?? 'Not sent'}
            </Text>
            {onRetry && !pending.refusal ? (
              <Button size="2xs" variant="surface" colorPalette="gray" onClick={onRetry}>
                <RotateCw size={12} aria-hidden /> Retry
              </Button>
            ) : null}
            <Button size="2xs" variant="surface" colorPalette="gray" onClick={onDiscard}>
              Discard
            </Button>
          </HStack>
        ) : (
          <Text as="span" role="status">
            Sending...
          </Text>
        )
      }
    />
  );
}
