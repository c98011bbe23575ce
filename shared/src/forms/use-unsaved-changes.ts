import { useEffect, useRef } from 'react';
import { bus } from '@haulboard/shared/bus';

/**
 * Tells the shell (`forms:unsaved-changed`) while `form` holds input not yet saved, so it
 * reloads nothing under the user's typing (a new deployment, say). Cleared when the input is
 * saved or dropped, and when the form goes. `form` names the form, unique in the page.
 */
export function useUnsavedChanges(form: string, unsaved: boolean): void {
  const told = useRef(false);
  useEffect(() => {
    if (told.current === unsaved) return;
    told.current = unsaved;
    bus.emit('forms:unsaved-changed', { form, unsaved });
  }, [form, unsaved]);
  useEffect(
    () => () => {
      if (!told.current) return;
      told.current = false;
      bus.emit('forms:unsaved-changed', { form, unsaved: false });
    },
    [form],
  );
}
