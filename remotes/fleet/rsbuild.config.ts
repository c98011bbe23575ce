import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'fleet',
  title: 'Haulboard fleet (standalone)',
  exposes: {
    './TrucksTrailers': './src/expose/trucks-trailers-page.tsx',
  },
});
