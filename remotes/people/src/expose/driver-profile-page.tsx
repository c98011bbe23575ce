import { PersonProfileScreen, type ProfileSections } from '../features/person-profile/components/person-profile-screen';
import { DRIVER_PROFILE } from '../features/person-profile/lib/profile-config';
import { DriverSettlementsSection } from '../features/settlements/components/driver-settlements-section';

/** A driver's Settlements (issue 30), between their documents and History. */
const driverSections: ProfileSections<'driver'> = (driver, name) => <DriverSettlementsSection driver={{ id: driver.id, name }} />;

/** /admin/drivers/profile?email=... (spec part 2 "Dispatcher and driver profile pages"). */
export default function DriverProfilePage() {
  return <PersonProfileScreen config={DRIVER_PROFILE} sections={driverSections} />;
}
