import { Alert, Box, Button, EmptyState as ChakraEmptyState, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section's loading placeholder; `label` is read by screen readers and shown under the spinner. */
export function LoadingState({ label = 'Loading...', minH = '32' }: { label?: string; minH?: string }) {
  return (
    <VStack role="status" aria-live="polite" justify="center" minH={minH} gap="3" color="fg.muted">
      <Spinner size="lg" color="blue.solid" aria-hidden />
      <Text>{label}</Text>
    </VStack>
  );
}

export function EmptyState({ title, description, icon }: { title: string; description?: ReactNode; icon?: ReactNode }) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        {icon && <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>}
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

/** The button of every list's and record's error state: the spec's wording (part 2, "Try Again"). */
export const RETRY_LABEL = 'Try Again';

/** An error in one area of the page, with an optional Retry that re-runs only that area. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Retry',
}: {
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box p="4">
      <Alert.Root status="error" alignItems="flex-start" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{title}</Alert.Title>
          {description && <Alert.Description>{description}</Alert.Description>}
          {onRetry && (
            <Box>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
                {retryLabel}
              </Button>
            </Box>
          )}
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
