import { useState } from 'react';
import { Button, Heading, HStack, Stack } from '@haulboard/shared/ui';
import { SettlementList } from './settlement-list';
import { NewSettlementDialog } from './new-settlement-dialog';

/**
 * A driver's settlements on their profile (issue 30): the list, newest period first, paged on the
 * server (the page is this section's own: the profile's URL names the driver), and New settlement.
 */
export default function DriverSettlementsSection({ driver }: { driver: { id: number; name: string } }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  return (
    <Stack as="section" aria-labelledby="driver-settlements-heading" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="driver-settlements-heading">
          Settlements
        </Heading>
        <Button colorPalette="blue" size="sm" onClick={() => setCreating(true)}>
          New settlement
        </Button>
      </HStack>
      <SettlementList values={{ page, driver: String(driver.id), status: '', from: '', to: '' }} setPage={setPage} withDriver={false} />
      {creating ? <NewSettlementDialog driver={driver} open onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
