import { PersonProfileScreen } from '../features/person-profile/components/person-profile-screen';
import { DISPATCHER_PROFILE } from '../features/person-profile/lib/profile-config';

/** /admin/dispatchers/profile?email=... (spec part 2 "Dispatcher and driver profile pages"). */
export default function DispatcherProfilePage() {
  return <PersonProfileScreen config={DISPATCHER_PROFILE} />;
}
