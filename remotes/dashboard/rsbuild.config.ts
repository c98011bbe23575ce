import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'dashboard',
  title: 'Haulboard dashboard (standalone)',
  exposes: {
    './Dashboard': './src/expose/dashboard-page.tsx',
  },
});
