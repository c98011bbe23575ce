// One flat config for the workspace. The import rules are CONVENTIONS.md 1-3 (and ADR 006):
// a package's face is its exports map, remotes never import each other, apps take the shared
// runtime from @haulboard/shared, features stay apart. shared/src/lint/import-rules.test.ts
// proves each of them fires.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const dirsIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const APPS = ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'];
// Tests, and the fixtures only tests import (`*-fixture.ts`), may use the test kit.
const APP_TESTS = ['host/src/**/*.test.{ts,tsx}', 'remotes/*/src/**/*.test.{ts,tsx}', 'remotes/*/src/**/*-fixture.ts'];

// --- Rules on what a module names (core no-restricted-imports: no resolver, so it costs nothing). ---
// Non-relative specifiers only; every package may be imported by its exports, never by its source.
const deepSrc = { regex: '^[^.].*(^|/)src(/|$)', message: "Deep import into another package's src; use its exports." };
const APP_LIBS = [
  { lib: '@chakra-ui/react', via: '@haulboard/shared/ui' },
  { lib: 'react-router', via: '@haulboard/shared/router' },
  { lib: 'react-router-dom', via: '@haulboard/shared/router' },
  { lib: 'rxjs', via: '@haulboard/shared/bus' },
  { lib: 'zod', via: '`z` from @haulboard/shared/contracts (one copy of zod)' },
];
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const appGroups = [
  ...APP_LIBS.map(({ lib, via }) => ({ regex: `^${esc(lib)}(/|$)`, message: `Apps use ${via}.` })),
  { regex: '^@haulboard/remote-', message: 'Areas never import a remote; the host loads it at run time.' },
];
const productGroups = [{ regex: '^@haulboard/shared/testing$', message: 'Test doubles stay in tests: product code never imports @haulboard/shared/testing.' }];
const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'events',
  'fs',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'url',
  'util',
  'worker_threads',
  'zlib',
];
const nodeRegex = `^(node:.*|(${NODE_BUILTINS.join('|')})(/.*)?)$`;
// Browser code (apps, shared's runtime entries): tests and the Jest kit run in Node and may.
const browserGroups = [{ regex: nodeRegex, message: 'Browser code: no Node built-ins.' }];
const contractsGroups = [
  { regex: nodeRegex, message: 'Contracts are isomorphic: no Node imports.' },
  {
    regex: '^(react|react-dom|lucide-react|@chakra-ui|@emotion|@tanstack|react-router)(/|$)',
    message: 'Contracts are isomorphic: no browser imports.',
  },
  // @haulboard/shared/* other than contracts lands outside contracts: the path zone below reports it.
  { regex: '^@haulboard/(?!shared/)', message: 'Contracts are isomorphic: no runtime imports.' },
];
// @haulboard/shared/ui lands in shared/src/ui: the path zone below reports it, however it is named.
const apiGroups = [{ regex: '^react(-dom)?(/|$)', message: 'The API client imports no UI.' }];
// The signed-out pages' code (the host's start, the auth remote's screens, the shares they load)
// draws without the design system: Chakra, Emotion and their shares are the signed-in area's (issue 31).
const SIGNED_OUT = [
  'host/src/bootstrap.tsx',
  'host/src/app/**/*.{ts,tsx}',
  'host/src/features/session/**/*.{ts,tsx}',
  'host/src/features/remotes/**/*.{ts,tsx}',
  'remotes/auth/src/**/*.{ts,tsx}',
];
// (And `api`, in its own block below.)
const SIGNED_OUT_SHARES = ['shared/src/{federation,bus,session,router}/**/*.{ts,tsx}'];
// Not the tests, nor the standalone pages a remote draws in development (`pnpm dev` in its folder).
const SIGNED_OUT_IGNORES = ['**/*.test.{ts,tsx}', 'remotes/*/src/bootstrap.tsx', 'shared/src/federation/standalone.tsx'];
const signedOutGroups = [
  {
    regex: '^(@haulboard/shared/(ui|ui-parts|ui-fields|forms|chat-dock)|@chakra-ui/.*|@emotion/.*|lucide-react)$',
    message: 'The signed-out pages load no design system: plain elements here (the host gives the signed-in area Chakra).',
  },
];
const restrict = (...groups) => ['error', { patterns: [deepSrc, ...groups.flat()] }];

// The same names through import() and jest.mock(), which no-restricted-imports does not see.
const callsOf = (regex) => [
  `ImportExpression > Literal.source[value=/${regex}/]`,
  `CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|requireActual)$/] > Literal.arguments:first-child[value=/${regex}/]`,
  `CallExpression[callee.name='require'] > Literal.arguments:first-child[value=/${regex}/]`,
];
const appCallRegex = `^(${APP_LIBS.map(({ lib }) => esc(lib)).join('|')})(\\/|$)|^@haulboard\\/remote-`;
const appSyntax = [
  ...callsOf(appCallRegex).map((selector) => ({
    selector,
    message: 'Apps take Chakra, React Router, rxjs and zod from @haulboard/shared, and never import a remote.',
  })),
  {
    selector: "ImportDeclaration[source.value='@haulboard/shared/contracts'] ImportSpecifier[imported.name='z'][local.name!='z']",
    message: 'zod is `z` everywhere: import { z } from @haulboard/shared/contracts.',
  },
];

// --- Rules on where a relative import lands (import-x resolves it; zones are plain folders). ---
// Inside a remote: features do not import each other, app/ or expose/; expose and app may import features.
const featureZones = dirsIn(at('remotes')).flatMap((remote) => {
  const src = at('remotes', remote, 'src');
  const features = path.join(src, 'features');
  return [
    ...dirsIn(features).map((feature) => ({
      target: path.join(features, feature),
      from: features,
      except: [`./${feature}`],
      message: ' Features do not import each other: move what both need to the remote (src/components, src/lib) or to @haulboard/shared.',
    })),
    {
      target: features,
      from: [path.join(src, 'app'), path.join(src, 'expose')],
      message: ' Features do not import app/ or expose/: those compose features, not the other way round.',
    },
  ];
});
const sharedZones = [
  { target: at('shared/src/api'), from: at('shared/src/ui'), message: ' The API client imports no UI.' },
  {
    target: at('shared/src/contracts'),
    from: at('shared/src'),
    except: ['./contracts'],
    message: ' Contracts are isomorphic: no runtime imports.',
  },
];

// The server's areas keep to themselves: a rule or SQL fragment two areas use lives in
// server/src/domain (the company's day, a truck's expiry, worked time, a load's joins), never in
// one area for the other to reach into. Tests may borrow another area's fixtures.
const serverRoutes = at('server/src/routes');
const serverZones = dirsIn(serverRoutes).map((area) => ({
  target: path.join(serverRoutes, area),
  from: serverRoutes,
  except: [`./${area}`],
  message: ' Server areas do not import each other: move what both use to server/src/domain (rules, SQL fragments) or server/src/lib.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
      'server/data/**',
      'server/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A relative path never crosses into another package: import it by its name.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
      'no-restricted-imports': restrict(),
      // Pragmatic: `_`-prefixed names are deliberately unused (destructuring a prop away, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `ComponentType<any>` and `ZodType<any, any>` are the idiom for generic constraints; strict tsc guards the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      // A best-effort cleanup that may fail (`catch {}`) says so by being empty.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones, ...serverZones] }] },
  },
  {
    // Jest's module registry (isolateModules, setup files) is CommonJS by nature.
    files: ['**/*.test.{ts,tsx}', 'shared/jest/**', 'shared/src/testing/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  { files: APPS, rules: { 'no-restricted-imports': restrict(appGroups, productGroups, browserGroups), 'no-restricted-syntax': ['error', ...appSyntax] } },
  { files: APP_TESTS, rules: { 'no-restricted-imports': restrict(appGroups) } },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    // mf-config is read by the Rsbuild configs, in Node.
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', 'shared/src/mf-config/**'],
    rules: { 'no-restricted-imports': restrict(browserGroups) },
  },
  { files: ['shared/src/api/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(apiGroups) } },
  {
    files: ['shared/src/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(apiGroups, browserGroups, signedOutGroups) },
  },
  { files: SIGNED_OUT, ignores: SIGNED_OUT_IGNORES, rules: { 'no-restricted-imports': restrict(appGroups, productGroups, browserGroups, signedOutGroups) } },
  { files: SIGNED_OUT_SHARES, ignores: SIGNED_OUT_IGNORES, rules: { 'no-restricted-imports': restrict(browserGroups, signedOutGroups) } },
  { files: ['shared/src/contracts/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(contractsGroups) } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
