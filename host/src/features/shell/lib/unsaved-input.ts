import { useSyncExternalStore } from 'react';
import { bus } from '@haulboard/shared/bus';

/** The forms of the page that hold input not yet saved or sent (`forms:unsaved-changed`). */
const forms = new Set<string>();
const listeners = new Set<() => void>();

// Subscribed as the admin shell's code loads, before any area draws a form: the event does not replay.
bus.on('forms:unsaved-changed').subscribe(({ form, unsaved }) => {
  if (unsaved === forms.has(form)) return;
  if (unsaved) forms.add(form);
  else forms.delete(form);
  listeners.forEach((l) => l());
});

export const unsavedInput = {
  /** Whether a reload now would lose something the user typed. */
  any: () => forms.size > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useUnsavedInput = () => useSyncExternalStore(unsavedInput.subscribe, unsavedInput.any);
