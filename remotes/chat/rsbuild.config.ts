import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'chat',
  title: 'Haulboard chat (standalone)',
  exposes: {
    './ChatPage': './src/expose/chat-page.tsx',
    './ChatPanel': './src/expose/chat-panel.tsx',
  },
});
