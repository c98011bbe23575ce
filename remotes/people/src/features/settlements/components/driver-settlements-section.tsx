import { useState } from 'react';
import { Button, Heading, HStack, lazyPart, LoadingState, Stack, WhenVisible } from '@haulboard/shared/ui';

// The list (the kit's table) and the dialog come when needed: the list as the reader nears it
// (it sits below the documents), the dialog on New settlement. The profile's first load, a
// person's, stays under its 250 KiB budget; the header and its button draw with the profile, so
// nothing arriving later replaces or moves the button.
const LIST_PLACE = <LoadingState label="Loading settlements..." />;
const SettlementList = lazyPart(() => import('./settlement-list').then((m) => ({ default: m.SettlementList })), { fallback: LIST_PLACE });
const NewSettlementDialog = lazyPart(() => import('./new-settlement-dialog').then((m) => ({ default: m.NewSettlementDialog })));

/**
 * A driver's settlements on their profile (issue 30): the list, newest period first, paged on the
 * server (the page is this section's own: the profile's URL names the driver), and New settlement.
 */
export function DriverSettlementsSection({ driver }: { driver: { id: number; name: string } }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const preloadDialog = () => void NewSettlementDialog.preload();
  return (
    <Stack as="section" aria-labelledby="driver-settlements-heading" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="driver-settlements-heading">
          Settlements
        </Heading>
        <Button colorPalette="blue" size="sm" onClick={() => setCreating(true)} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
          New settlement
        </Button>
      </HStack>
      <WhenVisible placeholder={LIST_PLACE} margin="200px">
        <SettlementList values={{ page, driver: String(driver.id), status: '', from: '', to: '' }} setPage={setPage} withDriver={false} />
      </WhenVisible>
      {creating ? <NewSettlementDialog driver={driver} open onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
