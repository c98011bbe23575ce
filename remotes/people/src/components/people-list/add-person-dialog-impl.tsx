import { registerUser } from '@haulboard/shared/api/admin';
import { isStrongPassword, RegisterRequestSchema, STRONG_PASSWORD_HINT, type RegisterRequest } from '@haulboard/shared/contracts';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { useResourceMutation } from '@haulboard/shared/resources';
import { Input, PasswordInput, Stack } from '@haulboard/shared/ui';
import type { PeopleListConfig, PersonRow } from './people-list-config';

export type AddPersonDialogProps = {
  config: Pick<PeopleListConfig<PersonRow>, 'kind' | 'addTitle' | 'login' | 'resource' | 'messages'>;
  onClose: () => void;
};

/** What Save needs (spec part 2 section 5): a first name, a login, and a password of the strength rule. */
export const canSave = (v: { first_name?: string; email?: string; password?: string }) =>
  !!v.first_name?.trim() && !!v.email?.trim() && isStrongPassword(v.password ?? '');

/**
 * '+ Add Dispatcher' and '+ Add Driver': First Name, the login (Email, or Phone Number sent as
 * the e-mail) and Password with the strength hint. Its code, with the contracts' schema, loads
 * when the dialog first opens, so the list's first load carries neither.
 */
export default function AddPersonDialogImpl({ config, onClose }: AddPersonDialogProps) {
  const form = useZodForm(RegisterRequestSchema, {
    defaultValues: { first_name: '', email: '', password: '', user_type: config.kind },
  });
  const register = useResourceMutation(config.resource, {
    mutationFn: (body: RegisterRequest) => registerUser(body),
    success: config.messages.added,
    failure: config.messages.addFailed,
    // The server's reason where it has one ('A user with this email already exists.').
    failureDetail: true,
  });
  const busy = register.isPending;
  const values = form.watch();
  const passwordError = form.formState.errors.password;
  const submit = form.handleSubmit((body) => register.mutate(body, { onSuccess: onClose }));

  return (
    <FormScope form={form}>
      <FormDialog
        open
        title={config.addTitle}
        submitLabel="Save"
        busyLabel={BusyLabels.save}
        busy={busy}
        submitDisabled={!canSave(values)}
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack gap="4">
          <FormField name="first_name" label="First Name" required disabled={busy}>
            <Input {...form.register('first_name')} autoComplete="off" />
          </FormField>
          <FormField name="email" label={config.login.label} required disabled={busy}>
            <Input
              {...form.register('email')}
              type={config.login.type}
              inputMode={config.login.type}
              placeholder={config.login.placeholder}
              autoComplete="off"
            />
          </FormField>
          {/* The hint until the field is left weak; then the same words as its error. */}
          <FormField name="password" label="Password" required disabled={busy} helperText={passwordError ? undefined : STRONG_PASSWORD_HINT}>
            <PasswordInput {...form.register('password')} autoComplete="new-password" />
          </FormField>
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
