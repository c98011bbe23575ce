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
  /**
   * The header's toggle, while on screen. The panel belongs to the screen it was opened
   * from: when that screen goes (another route), it closes.
   */
  attachToggle(el: HTMLElement | null) {
    toggle = el;
    return () => {
      if (toggle !== el) return;
      toggle = null;
      set(false);
    };
  },
};

export const useChatDockOpen = () => useSyncExternalStore(chatDock.subscribe, chatDock.isOpen, () => false);
