import { AdminProfileScreen } from '../features/admin-profile/components/admin-profile-screen';

/** /admin/profile (spec part 2 "Profile"). */
export default function AdminProfilePage() {
  return <AdminProfileScreen />;
}
