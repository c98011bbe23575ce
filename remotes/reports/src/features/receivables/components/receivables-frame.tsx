import type { ReactNode } from 'react';
import { Flex, Heading, Panel, Stack, Text } from '@haulboard/shared/ui';

/**
 * The Receivables section's frame, its title and what it shows: in the screen's first load, so the
 * place it holds until the section's code arrives (`WhenVisible`) reads and measures the same.
 */
export function ReceivablesFrame({ controls, children }: { controls?: ReactNode; children: ReactNode }) {
  return (
    <Panel role="region" aria-labelledby="receivables-title">
      <Stack gap="4" minW="0">
        <Flex gap="3" align="flex-end" wrap="wrap" justify="space-between">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="receivables-title">
              Receivables
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              What each broker owes on open invoices, by days past the due date.
            </Text>
          </Stack>
          {controls}
        </Flex>
        {children}
      </Stack>
    </Panel>
  );
}
