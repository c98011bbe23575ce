import { ChatToggle } from '@haulboard/shared/chat-dock';
import { Alert, Box, Button, Flex, PageHeader, Stack } from '@haulboard/shared/ui';
import { DriverHoursTable } from '../features/overview/components/driver-hours-table';
import { StatCards } from '../features/overview/components/stat-cards';
import { TopList } from '../features/overview/components/top-list';
import { useDashboard } from '../features/overview/hooks/use-dashboard';
import { TruckActivity } from '../features/truck-activity/components/truck-activity';

/** /admin: spec part 1 "Dashboard" and "Truck Activity section". */
export default function DashboardPage() {
  const d = useDashboard();
  // Any failure stops every placeholder (spec section 8); what did arrive stays on screen.
  const loading = (q: { isPending: boolean }) => q.isPending && !d.failed;
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" chat={<ChatToggle />} />
      {d.failed ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">Failed to load dashboard data. Please try again.</Alert.Title>
          <Button size="sm" variant="outline" onClick={d.retry}>
            Try again
          </Button>
        </Alert.Root>
      ) : null}
      <StatCards d={d} />
      {/* Laid out by the width the dashboard gets, not the screen's: the chat panel may take part of it. */}
      <Flex wrap="wrap" gap="4">
        <Box flex="1 1 16rem" minW="0" display="grid">
          <TopList
            title="Top Working Drivers"
            loading={loading(d.topDrivers)}
            entries={d.topDrivers.data?.map((t) => ({ id: t.id, name: `${t.first_name} ${t.last_name}`.trim(), hours: t.hours }))}
            emptyText="No driver data available"
          />
        </Box>
        <Box flex="1 1 16rem" minW="0" display="grid">
          <TopList
            title="Top Working Dispatchers"
            loading={loading(d.topDispatchers)}
            // The spec's contract spells it first_naem.
            entries={d.topDispatchers.data?.map((t) => ({ id: t.id, name: `${t.first_naem} ${t.last_name}`.trim(), hours: t.hours }))}
            emptyText="No dispatcher data available"
          />
        </Box>
        <Box flex="2 1 26rem" minW="0" display="grid">
          <DriverHoursTable loading={loading(d.driverHours)} records={d.driverHours.data?.results} />
        </Box>
      </Flex>
      <TruckActivity />
    </Stack>
  );
}
