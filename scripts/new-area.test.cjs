// `pnpm new-area` run as a user runs it, into a copy of the files it registers in: what it writes,
// the names it gives, and what it refuses. No install, no build (docs/adding-an-area.md was
// followed end to end once for that).
const { afterEach, beforeEach, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const repo = path.join(__dirname, '..');
const REGISTERED = ['shared/src/router/routes.ts', 'shared/src/mf-config/index.ts', 'host/public/remotes.json', 'host/package.json', 'README.md'];

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-new-area-'));
  for (const file of REGISTERED) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  }
  fs.mkdirSync(path.join(root, 'remotes', 'loads'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const newArea = (...args) => spawnSync(process.execPath, [path.join(__dirname, 'new-area.mjs'), ...args, '--root', root], { encoding: 'utf8' });
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const filesUnder = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(path.join(root, dir), path.join(e.parentPath, e.name)))
    .sort();

it('writes the area: its package, federation name, exposed screen, standalone page and test', () => {
  const run = newArea('inspections', '--screen', 'TruckInspections', '--sidebar', 'Inspections');
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);

  expect(filesUnder('remotes/inspections')).toEqual([
    'README.md',
    'jest.config.cjs',
    'package.json',
    'rsbuild.config.ts',
    'src/bootstrap.tsx',
    'src/expose/truck-inspections-page.test.tsx',
    'src/expose/truck-inspections-page.tsx',
    'src/index.ts',
    'tsconfig.json',
  ]);
  const pkg = JSON.parse(read('remotes/inspections/package.json'));
  const host = JSON.parse(read('host/package.json'));
  expect(pkg.name).toBe('@haulboard/remote-inspections');
  expect(pkg.scripts).toEqual(expect.objectContaining({ dev: 'rsbuild dev', build: 'rsbuild build', test: 'jest' }));
  // The shell's versions of the shared singletons, so the host's copy satisfies the area.
  expect(pkg.dependencies['@haulboard/shared']).toBe('workspace:*');
  expect(pkg.dependencies.react).toBe(host.dependencies.react);
  expect(pkg.devDependencies).toEqual(host.devDependencies);

  const config = read('remotes/inspections/rsbuild.config.ts');
  expect(config).toContain("name: 'inspections',");
  expect(config).toContain("'./TruckInspections': './src/expose/truck-inspections-page.tsx',");
  const page = read('remotes/inspections/src/expose/truck-inspections-page.tsx');
  expect(page).toContain('export default function TruckInspectionsPage()');
  expect(page).toContain('<PageHeader title="Truck Inspections" chat={<ChatToggle />} />');
  expect(read('remotes/inspections/src/bootstrap.tsx')).toContain('path: AppRoutes.truckInspections,');
  expect(read('remotes/inspections/src/expose/truck-inspections-page.test.tsx')).toContain("name: 'Truck Inspections'");
  // Too long for one line: a field a line.
  expect(read('shared/src/router/routes.ts')).toContain(
    "  truckInspections: {\n    path: '/admin/inspections',\n    remote: 'inspections/TruckInspections',\n",
  );

  // Every file it wrote or changed is as `pnpm format:check` wants it.
  const written = [...filesUnder('remotes/inspections').map((f) => `remotes/inspections/${f}`), ...REGISTERED].filter((f) => !f.endsWith('.md'));
  const prettier = spawnSync(path.join(repo, 'node_modules/.bin/prettier'), ['--config', path.join(repo, '.prettierrc.json'), '--check', ...written], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(prettier.stderr).toBe('');
  expect(prettier.status).toBe(0);
});

it('makes the registrations that are table entries, and lists the rest', () => {
  const run = newArea('inspections', '--sidebar', 'Inspections');
  expect(run.status).toBe(0);

  expect(read('shared/src/router/routes.ts')).toMatch(
    /\n {2}inspections: \{ path: '\/admin\/inspections', remote: 'inspections\/Inspections', title: 'Inspections', label: 'inspections', sidebar: 'Inspections' \},\n\} as const satisfies/,
  );
  // The dev port after the highest taken.
  const taken = [...fs.readFileSync(path.join(repo, 'shared/src/mf-config/index.ts'), 'utf8').matchAll(/^ {2}[a-z]+: (\d+),$/gm)].map((m) => Number(m[1]));
  expect(read('shared/src/mf-config/index.ts')).toContain(`  inspections: ${Math.max(...taken) + 1},\n} as const;`);
  expect(JSON.parse(read('host/public/remotes.json')).inspections).toBe('/remotes/inspections/mf-manifest.json');
  expect(read('README.md')).toContain('| `remotes/inspections/` (`@haulboard/remote-inspections`) | `/admin/inspections`');

  expect(run.stdout).toContain('pnpm install');
  expect(run.stdout).toContain('sidebar.tsx: an icon for /admin/inspections');
});

it.each([
  [['Inspections'], /cannot name an area/],
  [['fuel-cards'], /cannot name an area/],
  [['host'], /cannot name an area/],
  [['loads'], /remotes\/loads exists already/],
  [['inspections', '--path', '/admin/loads'], /a screen at \/admin\/loads already/],
  [['inspections', '--screen', 'Loads'], /a screen named loads already/],
  [['inspections', '--path', '/inspections'], /not an admin route/],
])('refuses %j and writes nothing', (args, message) => {
  const before = REGISTERED.map(read);
  const run = newArea(...args);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(message);
  expect(REGISTERED.map(read)).toEqual(before);
  expect(fs.existsSync(path.join(root, 'remotes', 'inspections'))).toBe(false);
});
