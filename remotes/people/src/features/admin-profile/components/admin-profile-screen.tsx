import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { AdminProfile } from '@haulboard/shared/contracts';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { BusyLabels, FormField, FormScope, useUnsavedChanges, useZodForm } from '@haulboard/shared/forms';
import { EditConflictNotice, useEditConflict } from '@haulboard/shared/query';
import { Box, Button, DateInput, ErrorState, Flex, Heading, HStack, Input, LoadingState, PageHeader, Stack, Text } from '@haulboard/shared/ui';
import { Card, Grid, NativeSelect } from '@haulboard/shared/ui-parts';
import { useAdminProfile } from '../hooks/use-admin-profile';
import { useProfileActions } from '../hooks/use-profile-actions';
import { formValuesOf, GENDERS, initialsOf, ProfileMessages, type ProfileFormValues } from '../lib/profile-rules';
import { profileSchema } from '../lib/profile-schemas';
import { AvatarPicker, ProfileAvatar } from './profile-avatar';
import { UpdateEmailDialog } from './update-email-dialog';
import { UpdatePasswordDialog } from './update-password-dialog';

const header = (actions?: ReactNode) => <PageHeader title="Profile" actions={actions} chat={<ChatToggle />} />;

/** /admin/profile: the signed-in admin's own profile (spec part 2 "Profile"). */
export function AdminProfileScreen() {
  const query = useAdminProfile();
  if (query.isPending) {
    return (
      <Stack gap="4">
        {header()}
        <LoadingState label="Loading profile..." />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Stack gap="4">
        {header()}
        <ErrorState title={ProfileMessages.fetchFailed(query.error?.message ?? 'no profile was returned')} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  return <ProfileView profile={query.data} fetchLatest={() => query.refetch().then((r) => r.data)} />;
}

/** Read-only until Edit, which enables the fields, the avatar change, Update Password and Edit Email. */
function ProfileView({ profile, fetchLatest }: { profile: AdminProfile; fetchLatest: () => Promise<AdminProfile | undefined> }) {
  const actions = useProfileActions();
  const [editing, setEditing] = useState(false);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const upload = useRef<AbortController | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useZodForm(profileSchema, { defaultValues: formValuesOf(profile) });
  useUnsavedChanges('admin-profile', editing && (form.formState.isDirty || avatar !== null));

  // A fresh copy of the profile (saved, changed elsewhere) becomes what Cancel restores, unless one is editing.
  useEffect(() => {
    if (!editing) form.reset(formValuesOf(profile));
  }, [profile, editing, form]);

  const startEditing = () => {
    setEditing(true);
    // After the fields are enabled: the first one takes the focus.
    requestAnimationFrame(() => form.setFocus('first_name'));
  };
  const stopEditing = () => {
    setAvatar(null);
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const cancel = () => {
    form.reset(formValuesOf(profile));
    stopEditing();
  };
  // The profile open in another tab may have been saved meanwhile: a save over it is refused (issue 29).
  const conflict = useEditConflict({
    record: profile,
    editing,
    fetchLatest,
    onReload: (latest) => {
      form.reset(formValuesOf(latest));
      stopEditing();
    },
  });
  const save = form.handleSubmit(async (values) => {
    upload.current = avatar ? new AbortController() : null;
    if (avatar) setProgress(0);
    const saved = await actions.save
      .mutateAsync({
        values: { ...values, version: conflict.version },
        email: profile.email,
        avatar,
        onProgress: avatar ? setProgress : undefined,
        signal: upload.current?.signal,
      })
      .catch((error: unknown) => (conflict.caught(error), null));
    setProgress(null);
    if (saved) {
      form.reset(formValuesOf(saved));
      stopEditing();
    }
  });
  const saving = actions.save.isPending;
  const locked = !editing || saving;

  const field = (name: keyof ProfileFormValues, label: string, control: ReactElement<{ 'aria-describedby'?: string }>, required = false) => (
    <FormField name={name} label={label} required={required && editing}>
      {control}
    </FormField>
  );
  // Disabled on the control, not the field, and not faded: read-only values and their labels stay legible.
  const readOnlyLook = { disabled: locked, _disabled: { opacity: 1, cursor: 'default', bg: 'bg.subtle' } } as const;

  return (
    <Stack gap="5">
      {header(
        editing ? (
          // Keys: the submit button must be a new element, or the click on Edit that drew it would submit the form.
          <HStack wrap="wrap" key="editing">
            <Button colorPalette="blue" type="submit" form="admin-profile-form" loading={saving} loadingText={BusyLabels.save}>
              Save
            </Button>
            <Button variant="outline" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button key="reading" ref={editButton} colorPalette="blue" onClick={startEditing}>
            Edit
          </Button>
        ),
      )}
      <EditConflictNotice conflict={conflict} />
      <FormScope form={form}>
        <form id="admin-profile-form" onSubmit={save} noValidate aria-label="Profile">
          <Stack gap="5">
            <Card.Root as="section" aria-labelledby="profile-identity-heading">
              <Card.Body>
                <Flex gap={{ base: '4', md: '6' }} align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                  <ProfileAvatar src={profile.profile} file={avatar} initials={initialsOf(profile)} />
                  <Stack gap="1" minW="0" flex="1">
                    <Heading as="h2" size="lg" id="profile-identity-heading" overflowWrap="anywhere">
                      {[profile.first_name, profile.last_name].filter(Boolean).join(' ')}
                    </Heading>
                    <Text color="fg.muted" overflowWrap="anywhere" data-testid="profile-email">
                      {profile.email}
                    </Text>
                    {editing ? (
                      <Box mt="3">
                        <AvatarPicker file={avatar} onFileChange={setAvatar} progress={progress} onCancel={() => upload.current?.abort()} disabled={saving} />
                      </Box>
                    ) : null}
                  </Stack>
                </Flex>
              </Card.Body>
            </Card.Root>

            <Card.Root as="section" aria-labelledby="profile-details-heading">
              <Card.Header>
                <Heading as="h2" size="md" id="profile-details-heading">
                  Personal Details
                </Heading>
              </Card.Header>
              <Card.Body>
                <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                  {field('first_name', 'First Name', <Input autoComplete="given-name" {...readOnlyLook} {...form.register('first_name')} />, true)}
                  {field('last_name', 'Last Name', <Input autoComplete="family-name" {...readOnlyLook} {...form.register('last_name')} />)}
                  {field(
                    'gender',
                    'Gender',
                    <NativeSelect.Root disabled={locked}>
                      <NativeSelect.Field {...readOnlyLook} {...form.register('gender')}>
                        <option value="">Not specified</option>
                        {GENDERS.map((g) => (
                          <option key={g} value={g}>
                            {g}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>,
                  )}
                  {field('dob', 'Date of Birth', <DateInput max={todayIso()} {...readOnlyLook} {...form.register('dob')} />)}
                  {field('address', 'Address', <Input autoComplete="street-address" {...readOnlyLook} {...form.register('address')} />)}
                  {field('phone_number', 'Phone Number', <Input type="tel" autoComplete="tel" {...readOnlyLook} {...form.register('phone_number')} />)}
                </Grid>
              </Card.Body>
            </Card.Root>
          </Stack>
        </form>
      </FormScope>

      <Card.Root as="section" aria-labelledby="profile-sign-in-heading">
        <Card.Header>
          <Heading as="h2" size="md" id="profile-sign-in-heading">
            Sign-in
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
              <Box minW="0">
                <Text fontSize="sm" color="fg.muted">
                  Email
                </Text>
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {profile.email}
                </Text>
              </Box>
              <Button variant="outline" onClick={() => setDialog('email')} disabled={locked}>
                Edit Email
              </Button>
            </Flex>
            <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  Password
                </Text>
                <Text fontWeight="medium" aria-label="Hidden">
                  ••••••••
                </Text>
              </Box>
              <Button variant="outline" onClick={() => setDialog('password')} disabled={locked}>
                Update Password
              </Button>
            </Flex>
            {!editing ? (
              <Text fontSize="sm" color="fg.muted">
                Select Edit to change your details, picture, email or password.
              </Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <UpdateEmailDialog
        open={dialog === 'email'}
        currentEmail={profile.email}
        busy={actions.changeEmail.isPending}
        onSubmit={(email, current_password) =>
          actions.changeEmail.mutateAsync({ email, current_password }).then(
            () => true,
            () => false,
          )
        }
        onClose={() => setDialog(null)}
      />
      <UpdatePasswordDialog
        open={dialog === 'password'}
        busy={actions.changePassword.isPending}
        onSubmit={(change) =>
          actions.changePassword.mutateAsync(change).then(
            () => null,
            (error: Error) => error,
          )
        }
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/** Today as YYYY-MM-DD (local): no date of birth in the future. */
function todayIso() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
