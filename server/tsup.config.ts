import { defineConfig } from 'tsup';

// One CommonJS bundle per entry; @haulboard/shared (TypeScript source) is bundled in,
// npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-cli': 'src/seed/cli.ts', 'backup-cli': 'src/backup/cli.ts', 'openapi-cli': 'src/openapi/cli.ts' },
  format: ['cjs'],
  outExtension: () => ({ js: '.cjs' }),
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: ['@haulboard/shared'],
});
