import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import type { PersonDocumentOf, PersonOf, PersonRole } from '@haulboard/shared/api/admin';
import type { UpdatePerson } from '@haulboard/shared/contracts';
import { EditConflictNotice, useEditConflict } from '@haulboard/shared/query';
import { ActivityTimeline } from '@haulboard/shared/resources';
import { Link as RouterLink, useLocation, useNavigate } from '@haulboard/shared/router';
import {
  Alert,
  Box,
  Button,
  Center,
  ErrorState,
  FilePicker,
  Heading,
  HStack,
  lazyPart,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  useLazyPartsReady,
} from '@haulboard/shared/ui';
import { DeactivatedBadge, Grid } from '@haulboard/shared/ui-parts';
import { usePersonAccount } from '../hooks/use-person-account';
import { usePersonProfile } from '../hooks/use-person-profile';
import { useUploadDocument } from '../hooks/use-upload-document';
import { nameOf } from '../lib/account-messages';
import type { ProfileConfig } from '../lib/profile-config';
import { AccountStatusButton } from './account-status';
import { DetailsCard } from './details-card';
import { DocumentBlock } from './document-block';
import { PasswordCard } from './password-card';

// The forms bring zod (the contracts' schemas): loaded on Edit and on Set a new password.
const EditDetailsCard = lazyPart(() => import('./edit-details-card'), { fallback: <LoadingState label="Loading form..." /> });
// The parts drawn between others: the profile waits for their code with the person (see below).
const PROFILE_PARTS = [FilePicker];

/**
 * A dispatcher's or a driver's profile (spec part 2 "Dispatcher and driver profile pages"):
 * personal fields, professional details and the role's three documents, each with its upload
 * and a View/Hide Document preview, then the person's History (issue 28: the profile has sections,
 * not tabs, so History is its last section). `config` makes it one role's page.
 */
export function PersonProfileScreen<R extends PersonRole>({ config, sections }: { config: ProfileConfig<R>; sections?: ProfileSections<R> }) {
  const { email, query } = usePersonProfile(config);
  // The pickers' code loads while the person is fetched, and the profile draws once it is there:
  // a part arriving after the draw pushed what is below it down under a pointer mid-click (New
  // settlement pressed, no dialog, in CI, when the Password card came late).
  const partsReady = useLazyPartsReady(PROFILE_PARTS);
  const frame = (body: ReactNode, back = true) => (
    <Stack gap="4">
      {back ? <BackLink config={config} /> : null}
      <PageHeader title={config.title} chat={<ChatToggle />} />
      {body}
    </Stack>
  );

  if (email !== null && query.data === undefined && query.isPending) return frame(<LoadingState label={config.loading} />);
  if (query.data === undefined && query.isError) {
    return frame(<ErrorState title={config.loadFailed} onRetry={() => void query.refetch()} retryLabel="Try Again" />);
  }
  if (!query.data) return frame(<NotFound config={config} />, false);
  if (!partsReady) return frame(<LoadingState label={config.loading} />);
  return frame(<PersonProfile config={config} person={query.data} sections={sections} fetchLatest={() => query.refetch().then((r) => r.data ?? undefined)} />);
}

function BackLink<R extends PersonRole>({ config }: { config: ProfileConfig<R> }) {
  return (
    <Link asChild color="blue.fg" fontSize="sm" alignSelf="flex-start">
      <RouterLink to={config.listRoute}>{`← ${config.backLabel}`}</RouterLink>
    </Link>
  );
}

function NotFound<R extends PersonRole>({ config }: { config: ProfileConfig<R> }) {
  const navigate = useNavigate();
  return (
    <Center flexDirection="column" gap="4" py="12" textAlign="center">
      <Alert.Root status="warning" role="alert" maxW="md">
        <Alert.Indicator />
        <Alert.Title>{config.notFound}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" onClick={() => void navigate(config.listRoute)}>
        {config.backLabel}
      </Button>
    </Center>
  );
}

const initialsOf = (person: { first_name: string; last_name: string; email: string }) =>
  (`${person.first_name.charAt(0)}${person.last_name.charAt(0)}` || person.email.charAt(0)).toUpperCase();

/** A role's own sections (a driver's Settlements), drawn above History: the page composes them, features stay apart. */
export type ProfileSections<R extends PersonRole> = (person: PersonOf<R>, name: string) => ReactNode;

type PersonProfileProps<R extends PersonRole> = {
  config: ProfileConfig<R>;
  person: PersonOf<R>;
  sections?: ProfileSections<R>;
  fetchLatest: () => Promise<PersonOf<R> | undefined>;
};

function PersonProfile<R extends PersonRole>({ config, person, sections, fetchLatest }: PersonProfileProps<R>) {
  const upload = useUploadDocument(config);
  const account = usePersonAccount(config, person);
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  // A save that renamed a phone login moves to the new URL, where this screen is drawn anew: it
  // carries the wish to put focus back on Edit Details along (`refocus` in the history state).
  const [refocus, setRefocus] = useState(() => (location.state as { refocus?: boolean } | null)?.refocus === true);
  const editButton = useRef<HTMLButtonElement>(null);
  // Once the read-only card is back after Save or Cancel, focus returns to Edit Details.
  useEffect(() => {
    if (!editing && refocus) {
      editButton.current?.focus();
      setRefocus(false);
      // Once: a reload of this entry later does not move focus.
      const state = location.state as { refocus?: boolean } | null;
      if (state?.refocus) void navigate(location, { replace: true, state: { ...state, refocus: undefined } });
    }
  }, [editing, refocus, location, navigate]);
  const documents = person as unknown as Record<PersonDocumentOf<R>, string | null>;
  const name = nameOf(person);

  const stopEditing = () => {
    setEditing(false);
    setRefocus(true);
  };
  // The details name the version they were edited from: a save over someone else's is refused (issue 29).
  const conflict = useEditConflict({ record: person, editing, fetchLatest, onReload: stopEditing });
  const save = async (values: UpdatePerson) => {
    const saved = await account.update.mutateAsync({ ...values, version: conflict.version }).catch((error: unknown) => (conflict.caught(error), null));
    if (!saved) return false;
    // A driver who signs in with their phone number has a new login: the URL names the person by it.
    if (saved.email !== person.email) {
      void navigate({ search: `?${new URLSearchParams({ email: saved.email })}` }, { replace: true, state: { [config.role]: saved, refocus: true } });
    }
    stopEditing();
    return true;
  };

  return (
    <Stack gap="5">
      <HStack gap="4" align="center" minW="0" wrap="wrap">
        <Center aria-hidden boxSize="14" flexShrink={0} borderRadius="full" bg="blue.subtle" color="blue.fg" fontWeight="bold" fontSize="lg">
          {initialsOf(person)}
        </Center>
        {/* A basis, so on a phone the buttons wrap under the name rather than squeezing it to a letter a line. */}
        <Box minW="0" flex="1 1 12rem">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {name}
            </Heading>
            {person.deactivated_at ? <DeactivatedBadge /> : null}
          </HStack>
          <Text color="fg.muted" overflowWrap="anywhere">
            {person.email}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {editing ? null : (
            <Button ref={editButton} colorPalette="blue" onClick={() => setEditing(true)} onMouseEnter={EditDetailsCard.preload}>
              Edit Details
            </Button>
          )}
          <AccountStatusButton
            person={person}
            role={config.role}
            busy={account.status.isPending}
            onChange={(deactivate) => account.status.mutateAsync(deactivate).catch(() => null)}
          />
        </HStack>
      </HStack>
      <EditConflictNotice conflict={conflict} />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        {editing ? (
          <EditDetailsCard config={config} person={person} busy={account.update.isPending} onSave={save} onCancel={stopEditing} />
        ) : (
          <DetailsCard title="Personal Information" fields={config.personal} person={person} />
        )}
        <DetailsCard title="Professional Details" fields={config.professional} person={person} />
      </Grid>
      <PasswordCard
        name={name}
        email={person.email}
        setting={account.password.isPending}
        sending={account.resetCode.isPending}
        onSetPassword={(body) =>
          account.password.mutateAsync(body).then(
            () => true,
            () => false,
          )
        }
        onSendResetCode={() => account.resetCode.mutate()}
      />
      <Stack as="section" aria-labelledby="person-documents-heading" gap="3">
        <Heading as="h2" size="md" id="person-documents-heading">
          Documents
        </Heading>
        <Grid templateColumns={{ base: '1fr', xl: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          {config.documents.map((doc) => (
            <DocumentBlock
              key={doc.type}
              label={doc.label}
              path={documents[doc.type]}
              onUpload={(file, onProgress, signal) =>
                upload.mutateAsync({ id: person.id, type: doc.type, label: doc.label, file, onProgress, signal }).then(
                  () => true,
                  () => false,
                )
              }
            />
          ))}
        </Grid>
      </Stack>
      {sections?.(person, name)}
      <Stack as="section" aria-labelledby="person-history-heading" gap="1">
        <Heading as="h2" size="md" id="person-history-heading">
          History
        </Heading>
        <ActivityTimeline subject={{ type: config.role, id: person.id }} />
      </Stack>
    </Stack>
  );
}
