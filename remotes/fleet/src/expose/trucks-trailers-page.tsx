import { ChatToggle } from '@haulboard/shared/chat-dock';
import { PageHeader, Stack } from '@haulboard/shared/ui';
import { TrailersCard } from '../features/trailers/components/trailers-card';
import { TrucksCard } from '../features/trucks/components/trucks-card';

/** /admin/trucks-trailers: spec part 2 "Trucks & Trailers", with each truck's expiry dates judged and filterable. */
export default function TrucksTrailersPage() {
  return (
    <Stack gap="0" minW="0">
      <PageHeader title="Trucks & Trailers" chat={<ChatToggle />} />
      <Stack gap="6" minW="0">
        <TrucksCard />
        <TrailersCard />
      </Stack>
    </Stack>
  );
}
