import { Package, PackageCheck, Truck, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@haulboard/shared/ui';
import { Grid, Skeleton } from '@haulboard/shared/ui-parts';
import type { useDashboard } from '../hooks/use-dashboard';
import { ratio, upcomingWithinWindow } from '../lib/overview-rules';

type Dashboard = ReturnType<typeof useDashboard>;

function StatCard({ label, value, loading, icon }: { label: string; value: ReactNode; loading: boolean; icon: ReactNode }) {
  return (
    <Box as="article" aria-label={label} bg="bg" borderWidth="1px" rounded="lg" p="4">
      <Flex align="center" justify="space-between" gap="2">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Box color="blue.fg" aria-hidden>
          {icon}
        </Box>
      </Flex>
      {loading ? (
        <Skeleton height="8" width="16" mt="2" aria-label={`Loading ${label}`} />
      ) : (
        <Text fontSize="3xl" fontWeight="bold" mt="1" data-testid="stat-value">
          {value}
        </Text>
      )}
    </Box>
  );
}

/** The five cards. A section still loading when another fails stops its placeholder and shows a dash. */
export function StatCards({ d }: { d: Dashboard }) {
  const pending = (q: { isPending: boolean }) => q.isPending && !d.failed;
  const dash = '—';
  const users = d.activeUsers.data;
  const stats = d.stats.data;
  const upcoming = d.upcoming.data;
  return (
    // As many columns as the width the dashboard gets holds (the chat panel may take part of the screen).
    <Grid templateColumns="repeat(auto-fit, minmax(11rem, 1fr))" gap="4">
      <StatCard
        label="Active Dispatchers"
        icon={<Users size={20} />}
        loading={pending(d.activeUsers)}
        value={users ? ratio(users.checked_in_dispatchers, users.total_dispatchers) : dash}
      />
      <StatCard
        label="Active Drivers"
        icon={<UserCheck size={20} />}
        loading={pending(d.activeUsers)}
        value={users ? ratio(users.checked_in_drivers, users.total_drivers) : dash}
      />
      <StatCard label="Total Loads" icon={<Package size={20} />} loading={pending(d.stats)} value={stats ? stats.total_loads : dash} />
      <StatCard
        label="Upcoming Loads"
        icon={<PackageCheck size={20} />}
        loading={pending(d.upcoming)}
        value={upcoming ? upcomingWithinWindow(upcoming).length : dash}
      />
      <StatCard label="Transit Loads" icon={<Truck size={20} />} loading={pending(d.stats)} value={stats ? stats.active_assigned : dash} />
    </Grid>
  );
}
