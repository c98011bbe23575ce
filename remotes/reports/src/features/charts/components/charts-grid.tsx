import type { ReactNode } from 'react';
import { Grid } from '@haulboard/shared/ui-parts';

/** The charts' places: the days across the page, status and brokers side by side from a tablet's width. */
export function ChartsGrid({ revenue, statuses, brokers }: { revenue: ReactNode; statuses: ReactNode; brokers: ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      <div style={{ gridColumn: '1 / -1', minWidth: 0 }}>{revenue}</div>
      {statuses}
      {brokers}
    </Grid>
  );
}
