import type { Outgoing } from '../api/messages-api';

export type Draft = { text: string; file: Outgoing['file']; voiceNote: Blob | null };

/** A Map that says when it changes: whether any draft is left decides if a reload would lose input. */
class Drafts extends Map<number, Draft> {
  private readonly listeners = new Set<() => void>();
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  override set(contactId: number, draft: Draft) {
    super.set(contactId, draft);
    this.listeners.forEach((l) => l());
    return this;
  }
  override delete(contactId: number) {
    const had = super.delete(contactId);
    if (had) this.listeners.forEach((l) => l());
    return had;
  }
  override clear() {
    super.clear();
    this.listeners.forEach((l) => l());
  }
}

/** Unsent drafts by contact, for the session's life (the screen and panels share them). */
export const drafts = new Drafts();
