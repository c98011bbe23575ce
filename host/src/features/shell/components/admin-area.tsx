import { QueryClientProvider } from '@tanstack/react-query';
// The host provides the shared formatting (dates, times, money, hours) to every area, one copy
// from the shell: with only the areas providing it, the first area that needed it decided
// which copy (and which deploy of it) every other area got.
import '@haulboard/shared/format';
import { useState } from 'react';
import { useBusEvent } from '@haulboard/shared/bus';
import { RemoteStatesProvider, type RemoteStates } from '@haulboard/shared/federation';
import { ErrorState, FullUiProvider, LoadingState, Toaster } from '@haulboard/shared/ui';
import { createQueryClient } from '../query-client';
import { AdminShell } from './admin-shell';

/** An area's loading and error states, in the design system's look. */
const adminStates: RemoteStates = {
  Loading: ({ text }) => <LoadingState label={text} minH="60" />,
  Failed: (props) => <ErrorState {...props} />,
};

/** Everything behind /admin: the design system, the query cache every area shares, and the shell. */
export default function AdminArea() {
  const [queryClient] = useState(createQueryClient);
  // Nothing cached for one administrator may be shown to the next one to sign in.
  useBusEvent('auth:signed-out', () => queryClient.clear());
  return (
    <FullUiProvider>
      <RemoteStatesProvider value={adminStates}>
        <QueryClientProvider client={queryClient}>
          <AdminShell />
        </QueryClientProvider>
      </RemoteStatesProvider>
      <Toaster />
    </FullUiProvider>
  );
}
