import { useSyncExternalStore } from 'react';

/** The id the toggle's `aria-controls` names: one panel per page. */
export const CHAT_PANEL_ID = 'haulboard-chat-panel';

let open = false;
let toggle: HTMLElement | null = null;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  listeners.forEach((l) => l());
};

/**
 * Whether the chat panel is open, shared by the header's toggle (in the area's screen) and the
 * dock (in the shell's layout, beside the screen): `@haulboard/shared/federation` is a
 * singleton, so both see this one state whichever app drew them.
 */
export const chatDock = {
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  toggle: () => set(!open),
  /** Closes the panel; focus goes back to the toggle that opened it. */
  close() {
    if (!open) return;
    set(false);
    toggle?.focus();
  },
  /** Closes the panel without moving focus: the page it sat beside is going (the chat page, sign-out). */
  reset: () => set(false),
  /**
   * The header's toggle, while on screen (focus returns to it on close). The panel stays open,
   * with its conversation, when the screen goes: the administrator is moving between screens,
   * and the next screen's header has a toggle of its own.
   */
  attachToggle(el: HTMLElement | null) {
    toggle = el;
    return () => {
      if (toggle === el) toggle = null;
    };
  },
};

export const useChatDockOpen = () => useSyncExternalStore(chatDock.subscribe, chatDock.isOpen, () => false);
