import { ChatToggle } from '@haulboard/shared/federation';
import { PageHeader } from '@haulboard/shared/ui';

// Scaffold: replaced by the screen (issue 14).
export default function DispatchersListPage() {
  return <PageHeader title="Dispatchers" chat={<ChatToggle />} />;
}
