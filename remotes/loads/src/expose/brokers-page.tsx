import { BrokersScreen } from '../features/brokers/components/brokers-screen';

/** /admin/brokers (issue 30). */
export default function BrokersPage() {
  return <BrokersScreen />;
}
