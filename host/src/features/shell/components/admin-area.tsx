import { QueryClientProvider } from '@tanstack/react-query';
// The host provides the shared formatting (dates, times, money, hours) to every area, one copy
// from the shell: with only the areas providing it, the first area that needed it decided
// which copy (and which deploy of it) every other area got.
import '@haulboard/shared/format';
import { useState } from 'react';
import { useBusEvent } from '@haulboard/shared/bus';
import { FullUiProvider } from '@haulboard/shared/ui';
import { createQueryClient } from '../query-client';
import { AdminShell } from './admin-shell';

/** Everything behind /admin: the query cache every area shares, and the shell. */
export default function AdminArea() {
  const [queryClient] = useState(createQueryClient);
  // Nothing cached for one administrator may be shown to the next one to sign in.
  useBusEvent('auth:signed-out', () => queryClient.clear());
  return (
    <FullUiProvider>
      <QueryClientProvider client={queryClient}>
        <AdminShell />
      </QueryClientProvider>
    </FullUiProvider>
  );
}
