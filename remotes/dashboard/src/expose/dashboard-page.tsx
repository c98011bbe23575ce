import { ChatToggle } from '@haulboard/shared/federation';
import { Alert, Box, Button, Grid, PageHeader, Stack } from '@haulboard/shared/ui';
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
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)', xl: '1fr 1fr 2fr' }} gap="4">
        <TopList
          title="Top Working Drivers"
          loading={loading(d.topDrivers)}
          entries={d.topDrivers.data?.map((t) => ({ id: t.id, name: `${t.first_name} ${t.last_name}`.trim(), hours: t.hours }))}
          emptyText="No driver data available"
        />
        <TopList
          title="Top Working Dispatchers"
          loading={loading(d.topDispatchers)}
          // The spec's contract spells it first_naem.
          entries={d.topDispatchers.data?.map((t) => ({ id: t.id, name: `${t.first_naem} ${t.last_name}`.trim(), hours: t.hours }))}
          emptyText="No dispatcher data available"
        />
        <Box gridColumn={{ lg: 'span 2', xl: 'auto' }} minW="0">
          <DriverHoursTable loading={loading(d.driverHours)} records={d.driverHours.data?.results} />
        </Box>
      </Grid>
      <TruckActivity />
    </Stack>
  );
}
