import { useState } from 'react';
import type { PersonRole } from '@haulboard/shared/api/admin';
import { Button, ConfirmDialog, Text } from '@haulboard/shared/ui';
import { AccountBusy, AccountMessages, nameOf } from '../lib/account-messages';

/**
 * Deactivate or Reactivate, each after a confirmation that says what it does. `onChange` resolves
 * once the change is answered, either way (the dialog then closes).
 */
export function AccountStatusButton({
  person,
  role,
  busy,
  onChange,
}: {
  person: { full_name: string; email: string; deactivated_at: string | null };
  role: PersonRole;
  busy: boolean;
  onChange: (deactivate: boolean) => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const name = nameOf(person);
  const deactivate = !person.deactivated_at;
  const label = deactivate ? 'Deactivate' : 'Reactivate';
  return (
    <>
      <Button variant="outline" colorPalette={deactivate ? 'red' : 'green'} onClick={() => setAsking(true)} onMouseEnter={ConfirmDialog.preload}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`${label} ${name}?`}
        confirmLabel={label}
        busy={busy}
        busyLabel={deactivate ? AccountBusy.deactivate : AccountBusy.reactivate}
        onConfirm={() => void onChange(deactivate).finally(() => setAsking(false))}
        onClose={() => setAsking(false)}
      >
        <Text>{deactivate ? AccountMessages.deactivateQuestion(name, role) : AccountMessages.reactivateQuestion(name)}</Text>
      </ConfirmDialog>
    </>
  );
}
