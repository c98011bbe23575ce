import { PersonProfileScreen } from '../features/person-profile/components/person-profile-screen';
import { DRIVER_PROFILE } from '../features/person-profile/lib/profile-config';

/** /admin/drivers/profile?email=... (spec part 2 "Dispatcher and driver profile pages"). */
export default function DriverProfilePage() {
  return <PersonProfileScreen config={DRIVER_PROFILE} />;
}
