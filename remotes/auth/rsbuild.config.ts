import { defineAppConfig } from '@haulboard/shared/mf-config';

export default defineAppConfig({
  name: 'auth',
  title: 'Haulboard sign-in (standalone)',
  exposes: {
    './SignIn': './src/features/sign-in/components/sign-in-page.tsx',
    './PasswordRecovery': './src/features/recovery/components/password-recovery-page.tsx',
  },
});
