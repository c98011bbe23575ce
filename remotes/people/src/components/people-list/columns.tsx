import { NOT_AVAILABLE } from '@haulboard/shared/format';
import { HStack, Text, type Column } from '@haulboard/shared/ui';
import { DeactivatedBadge } from '@haulboard/shared/ui-parts';
import type { PersonRow } from './people-list-config';

/** A value the person may not have yet (a phone, a branch): N/A rather than an empty cell. */
export const orNotAvailable = (v: string | null | undefined) => v?.trim() || NOT_AVAILABLE;

/** Both lists' first column: the full name (marked when deactivated), sorted by the server's `name` (first, then last name). */
export const nameColumn = <Row extends PersonRow>(): Column<Row> => ({
  key: 'name',
  header: 'Name',
  cell: (r) =>
    r.deactivated_at ? (
      <HStack gap="2" wrap="wrap">
        <Text as="span">{r.full_name || NOT_AVAILABLE}</Text>
        <DeactivatedBadge />
      </HStack>
    ) : (
      r.full_name || NOT_AVAILABLE
    ),
  sortKey: 'name',
});
