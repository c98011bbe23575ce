import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'loads',
  title: 'Haulboard loads (standalone)',
  exposes: {
    './LoadsList': './src/expose/loads-list-page.tsx',
    './LoadDetail': './src/expose/load-detail-page.tsx',
    './AddLoad': './src/expose/add-load-page.tsx',
    './Brokers': './src/expose/brokers-page.tsx',
    './Invoices': './src/expose/invoices-page.tsx',
  },
});
