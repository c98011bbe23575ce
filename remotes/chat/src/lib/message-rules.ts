import type { Message } from '@haulboard/shared/contracts';

/** The spec's default names for attachments that come without one. */
export const AttachmentDefaults = {
  document: 'Document',
  voiceNote: 'Voice Note',
  cameraMedia: 'Camera Media',
} as const;

/** The list preview of a message: its text, or the kind of its attachment. */
export function previewOf(m: Pick<Message, 'message' | 'document_url' | 'voice_note_url' | 'camera_media_url'>): string {
  const text = m.message.trim();
  if (text) return text;
  if (m.document_url) return '[Document]';
  if (m.voice_note_url) return '[Voice Note]';
  if (m.camera_media_url) return '[Photo]';
  return '[Media]';
}

/**
 * Attachment URLs that lack an `/api/` path segment get one in front of the path (the
 * server's media lives under /api/media/); relative and absolute URLs keep their origin and
 * query (the signature).
 */
export function toApiUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url);
  const parsed = new URL(url, 'http://relative.invalid');
  if (parsed.pathname.split('/').includes('api')) return url;
  parsed.pathname = `/api${parsed.pathname.startsWith('/') ? '' : '/'}${parsed.pathname}`;
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A message counts as received when its sender is the selected contact, otherwise as sent. */
export const isReceived = (m: Pick<Message, 'sender'>, contactId: number) => m.sender === contactId;

export type Draft = { text: string; file: File | null; voiceNote: Blob | null };

/** Send is allowed when the text is not blank, or a file is attached, or a voice note is recorded. */
export const canSend = (d: Draft) => d.text.trim() !== '' || d.file !== null || d.voiceNote !== null;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const EMOJI_GRAPHEME = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)/u;

/** A message made only of emoji (spaces allowed) is drawn large. */
export function isEmojiOnly(text: string): boolean {
  const t = text.replace(/\s+/g, '');
  if (!t) return false;
  const graphemes = segmenter ? Array.from(segmenter.segment(t), (s) => s.segment) : Array.from(t);
  return graphemes.every((g) => EMOJI_GRAPHEME.test(g) && !/[A-Za-z]/.test(g) && !/^\d+$/.test(g));
}
