import { Alert } from '@haulboard/shared/ui';

/** Spec: errors show in a red banner, successes in a green one. */
export function MessageBanner({ status, message }: { status: 'error' | 'success'; message: string }) {
  return (
    <Alert.Root status={status} variant="subtle" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
