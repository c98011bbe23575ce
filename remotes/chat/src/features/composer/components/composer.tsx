import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FileText, Mic, Paperclip, Send, Square, X } from 'lucide-react';
import { ActionMenu, Box, Flex, HStack, IconButton, Text, useObjectUrl } from '@haulboard/shared/ui';
import { Image, Textarea } from '@haulboard/shared/ui-parts';
import type { Outgoing } from '../../../api/messages-api';
import { canSend } from '../../../lib/message-rules';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { drafts } from '../../../lib/drafts';
import { EmojiButton } from './emoji-button';

/** The spec's cap on the growing textarea. */
export const TEXTAREA_MAX_PX = 70;

type PendingFile = NonNullable<Outgoing['file']>;

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  const s = Math.max(0, Math.floor((now - since) / 1000));
  return <>{`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`}</>;
}

/**
 * The input area: a textarea growing from one row to 70px (Enter sends, Shift+Enter breaks
 * the line), emoji, one pending document or photo, a voice note, and Send, enabled only by
 * text, a file or a voice note.
 */
export function Composer({
  contactId,
  onSend,
  onError,
  compact,
}: {
  contactId: number;
  onSend: (draft: Omit<Outgoing, 'clientId'>) => void;
  onError: (message: string) => void;
  compact?: boolean;
}) {
  const [text, setText] = useState(() => drafts.get(contactId)?.text ?? '');
  const [file, setFile] = useState<PendingFile | null>(() => drafts.get(contactId)?.file ?? null);
  const [voiceNote, setVoiceNote] = useState<Blob | null>(() => drafts.get(contactId)?.voiceNote ?? null);
  // An unsent draft waits for its contact while the user reads another conversation.
  useEffect(() => {
    if (text || file || voiceNote) drafts.set(contactId, { text, file, voiceNote });
    else drafts.delete(contactId);
  }, [contactId, text, file, voiceNote]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const recorder = useVoiceRecorder(setVoiceNote, onError);
  const recording = recorder.state.status !== 'idle';
  const photoUrl = useObjectUrl(file?.field === 'camera_media' ? file.file : null);
  const voiceUrl = useObjectUrl(voiceNote);
  const ready = canSend({ text, file: file?.file ?? null, voiceNote }) && !recording;

  useLayoutEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, TEXTAREA_MAX_PX)}px`;
    el.style.overflowY = el.scrollHeight > TEXTAREA_MAX_PX ? 'auto' : 'hidden';
  }, [text]);

  const submit = () => {
    if (!ready) return;
    onSend({ text, file, voiceNote });
    setText('');
    setFile(null);
    setVoiceNote(null);
    textarea.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const pick = (field: PendingFile['field']) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    // One pending file at a time: a new choice replaces the old one.
    if (chosen) setFile({ field, file: chosen });
  };

  const appendEmoji = useCallback((emoji: string) => {
    setText((t) => t + emoji);
    textarea.current?.focus();
  }, []);

  return (
    <Box borderTopWidth="1px" p="2" bg="bg">
      {file || voiceNote ? (
        <HStack gap="2" mb="2" wrap="wrap" aria-label="Attachments to send" role="group">
          {file ? (
            <HStack gap="2" borderWidth="1px" rounded="md" p="1.5" pe="1" maxW="full" bg="bg.subtle">
              {photoUrl ? <Image src={photoUrl} alt={file.file.name} w="10" h="10" objectFit="cover" rounded="sm" /> : <FileText size={20} aria-hidden />}
              <Box minW="0">
                <Text fontSize="sm" truncate maxW="48">
                  {file.file.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {sizeOf(file.file.size)}
                </Text>
              </Box>
              <IconButton aria-label="Remove attachment" size="xs" variant="ghost" onClick={() => setFile(null)}>
                <X />
              </IconButton>
            </HStack>
          ) : null}
          {voiceUrl ? (
            <HStack gap="1" borderWidth="1px" rounded="md" p="1" bg="bg.subtle">
              <audio controls src={voiceUrl} aria-label="Recorded voice note" style={{ height: '2rem', maxWidth: '14rem' }} />
              <IconButton aria-label="Remove voice note" size="xs" variant="ghost" onClick={() => setVoiceNote(null)}>
                <X />
              </IconButton>
            </HStack>
          ) : null}
        </HStack>
      ) : null}
      <Flex align="flex-end" gap="1">
        <EmojiButton onPick={appendEmoji} compact={compact} />
        <ActionMenu
          label="Attach"
          icon={<Paperclip />}
          placement="top-start"
          items={[
            { value: 'document', label: 'Document', onSelect: () => documentInput.current?.click() },
            { value: 'camera', label: 'Camera', onSelect: () => cameraInput.current?.click() },
          ]}
        />
        <input ref={documentInput} type="file" hidden aria-label="Document" onChange={pick('document')} />
        <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden aria-label="Camera" onChange={pick('camera_media')} />
        {recorder.state.status === 'recording' ? (
          <Flex flex="1" align="center" gap="2" px="3" minH="9" role="status" color="fg.error">
            <Box w="2.5" h="2.5" rounded="full" bg="red.solid" aria-hidden />
            <Text fontSize="sm">
              Recording <Elapsed since={recorder.state.startedAt} />
            </Text>
          </Flex>
        ) : (
          <Textarea
            ref={textarea}
            aria-label="Message"
            placeholder="Type a message"
            rows={1}
            resize="none"
            flex="1"
            minH="9"
            maxH={`${TEXTAREA_MAX_PX}px`}
            py="2"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
        {recorder.state.status === 'recording' ? (
          <IconButton aria-label="Stop recording" colorPalette="red" variant="subtle" size="sm" onClick={() => void recorder.stop()}>
            <Square />
          </IconButton>
        ) : (
          <IconButton
            aria-label="Record voice note"
            variant="ghost"
            size="sm"
            loading={recorder.state.status === 'starting'}
            onClick={() => void recorder.start()}
          >
            <Mic />
          </IconButton>
        )}
        <IconButton aria-label="Send message" colorPalette="blue" size="sm" disabled={!ready} onClick={submit}>
          <Send />
        </IconButton>
      </Flex>
    </Box>
  );
}
