import { useMemo } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState } from '@haulboard/shared/list-state';
import { resources, useListPage } from '@haulboard/shared/resources';
import { PageHeader, Panel, Stack } from '@haulboard/shared/ui';
import { SettlementFilters } from '../features/settlements/components/settlement-filters';
import { SettlementList } from '../features/settlements/components/settlement-list';
import { pageQueryOf, SETTLEMENT_LIST_DEFAULTS, SettlementListSchema } from '../features/settlements/lib/settlement-params';

/**
 * /admin/settlements (issue 30): every driver settlement, newest period first, paged on the server,
 * filtered by driver, status and days (all in the URL); Settle, Statement and Delete on each row.
 * A new settlement starts from the driver's profile, where its loads are chosen.
 */
export default function SettlementsPage() {
  const list = useListState(SettlementListSchema, SETTLEMENT_LIST_DEFAULTS);
  const { values, set, setPage } = list;
  const header = useMemo(() => <PageHeader title="Settlements" chat={<ChatToggle />} />, []);
  // A driver chosen by a link is named by the rows of the page shown (every one is theirs): the
  // list's own query, watched here without asking it again.
  const shown = useListPage(resources.settlements, pageQueryOf(values), { ask: false });
  const driverName = (values.driver && shown.data?.results[0]?.driver.name) || null;
  return (
    <Stack gap="0" minW="0">
      {header}
      <Panel>
        <Stack gap="4" minW="0">
          <SettlementFilters driver={values.driver} status={values.status} from={values.from} to={values.to} driverName={driverName} onChange={set} />
          <SettlementList values={values} setPage={setPage} withDriver />
        </Stack>
      </Panel>
    </Stack>
  );
}
