import type { ReactNode } from 'react';
import { Box, Heading } from '@haulboard/shared/ui';

/** A titled panel of the dashboard. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="lg" p="5" minW="0">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
