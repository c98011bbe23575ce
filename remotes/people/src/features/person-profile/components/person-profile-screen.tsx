import { useEffect, type ReactNode } from 'react';
import { ChatToggle } from '@haulboard/shared/federation';
import type { PersonDocumentOf, PersonOf, PersonRole } from '@haulboard/shared/api/admin';
import { Link as RouterLink, useNavigate } from '@haulboard/shared/router';
import { Alert, Box, Button, Center, ErrorState, FilePicker, Grid, Heading, HStack, Link, LoadingState, PageHeader, Stack, Text } from '@haulboard/shared/ui';
import { usePersonProfile } from '../hooks/use-person-profile';
import { useUploadDocument } from '../hooks/use-upload-document';
import type { ProfileConfig } from '../lib/profile-config';
import { DetailsCard } from './details-card';
import { DocumentBlock } from './document-block';

/**
 * A dispatcher's or a driver's profile (spec part 2 "Dispatcher and driver profile pages"):
 * personal fields, professional details and the role's three documents, each with its upload
 * and a View/Hide Document preview. `config` makes it one role's page.
 */
export function PersonProfileScreen<R extends PersonRole>({ config }: { config: ProfileConfig<R> }) {
  const { email, query } = usePersonProfile(config);
  // The pickers' code loads while the person is fetched, so the document blocks draw whole.
  useEffect(() => FilePicker.preload(), []);
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
  return frame(<PersonProfile config={config} person={query.data} />);
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

function PersonProfile<R extends PersonRole>({ config, person }: { config: ProfileConfig<R>; person: PersonOf<R> }) {
  const upload = useUploadDocument(config);
  const documents = person as unknown as Record<PersonDocumentOf<R>, string | null>;
  return (
    <Stack gap="5">
      <HStack gap="4" align="center" minW="0">
        <Center aria-hidden boxSize="14" flexShrink={0} borderRadius="full" bg="blue.subtle" color="blue.fg" fontWeight="bold" fontSize="lg">
          {initialsOf(person)}
        </Center>
        <Box minW="0">
          <Heading as="h2" size="lg" overflowWrap="anywhere">
            {person.full_name || person.email}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            {person.email}
          </Text>
        </Box>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <DetailsCard title="Personal Information" fields={config.personal} person={person} />
        <DetailsCard title="Professional Details" fields={config.professional} person={person} />
      </Grid>
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
    </Stack>
  );
}
