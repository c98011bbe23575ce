import { LoadDetailScreen } from '../features/load-detail/components/load-detail-screen';

/** /admin/loads/success (spec part 2 "Load detail"). */
export default function LoadDetailPage() {
  return <LoadDetailScreen />;
}
