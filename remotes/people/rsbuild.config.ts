import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'people',
  title: 'Haulboard people (standalone)',
  exposes: {
    './DispatchersList': './src/expose/dispatchers-list-page.tsx',
    './DispatcherProfile': './src/expose/dispatcher-profile-page.tsx',
    './DriversList': './src/expose/drivers-list-page.tsx',
    './DriverProfile': './src/expose/driver-profile-page.tsx',
    './CheckInOut': './src/expose/check-in-out-page.tsx',
    './AdminProfile': './src/expose/admin-profile-page.tsx',
    './Settlements': './src/expose/settlements-page.tsx',
  },
});
