import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'reports',
  title: 'Haulboard reports (standalone)',
  exposes: {
    './Analytics': './src/expose/analytics-page.tsx',
    './Activity': './src/expose/activity-page.tsx',
  },
});
