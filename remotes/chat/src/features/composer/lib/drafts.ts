import type { Outgoing } from '../../messages/api/messages-api';

export type Draft = { text: string; file: Outgoing['file']; voiceNote: Blob | null };

/** Unsent drafts by contact, for the session's life (the screen and panels share them). */
export const drafts = new Map<number, Draft>();
