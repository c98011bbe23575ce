// `pnpm new-area <name>`: a new remote area, as docs/adding-an-area.md describes it. Writes the
// area's folder (remotes/<name>/) with one real screen and its test, makes the registrations that
// are table entries (the screen table, the dev port, remotes.json, the README's package table),
// and prints what is left to do by hand. It never overwrites: an existing area or route stops it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: pnpm new-area <name> [options]

  <name>                 the area: one lowercase word (a-z, 0-9), e.g. inspections. It is the folder
                         remotes/<name>, the package @haulboard/remote-<name>, the federation name and
                         the gateway's /remotes/<name>/.
  --screen <Expose>      the screen's expose, PascalCase (default: the name, e.g. Inspections)
  --path </admin/...>    its route (default: /admin/<name>)
  --title <text>         its heading and tab title (default: the expose in words, e.g. Inspections)
  --label <text>         the area in its loading and error texts (default: the title in lower case)
  --sidebar <text>       give it a link in the sidebar with this text (default: no link)
  --description <text>   one line for package.json and the README
  --root <dir>           the repository to write into (default: this one)`;

/** Where the registrations live, relative to the repository. */
export const REGISTRY = {
  screens: 'shared/src/router/routes.ts',
  mfConfig: 'shared/src/mf-config/index.ts',
  remotesJson: 'host/public/remotes.json',
  hostPackage: 'host/package.json',
  readme: 'README.md',
};

// One word: it is also a JavaScript name (the federation container's) and a URL segment.
const AREA_NAME = /^[a-z][a-z0-9]{1,30}$/;
const EXPOSE_NAME = /^[A-Z][A-Za-z0-9]{1,40}$/;
const RESERVED = new Set(['host', 'shared', 'server', 'remotes', 'e2e', 'bench', 'api', 'static']);
// The shared singletons need each remote to resolve them (sharedDependencies in shared/src/mf-config).
const DEPENDENCIES = [
  '@emotion/react',
  '@haulboard/shared',
  '@module-federation/enhanced',
  '@tanstack/react-query',
  'react',
  'react-dom',
  'rxjs',
  'single-spa',
  'single-spa-react',
];

// .prettierrc.json's: what the scaffold writes passes `pnpm format:check` as it is.
const PRINT_WIDTH = 160;

class UsageError extends Error {}

const words = (pascal) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const kebab = (pascal) => words(pascal).toLowerCase().replace(/ /g, '-');
/** A string literal in the repository's style (single quotes). */
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A JSX attribute's value as Prettier writes it: double quotes, or an expression when the text has one. */
const jsxAttr = (s) => (s.includes('"') ? `{${quote(s)}}` : `"${s}"`);

function readOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      screen: { type: 'string' },
      path: { type: 'string' },
      title: { type: 'string' },
      label: { type: 'string' },
      sidebar: { type: 'string' },
      description: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  if (positionals.length !== 1) throw new UsageError('Name one area.');
  const name = positionals[0];
  if (!AREA_NAME.test(name) || RESERVED.has(name)) {
    throw new UsageError(`"${name}" cannot name an area: one lowercase word of letters and digits (2 to 31), not ${[...RESERVED].join(', ')}.`);
  }
  const screen = values.screen ?? name[0].toUpperCase() + name.slice(1);
  if (!EXPOSE_NAME.test(screen)) throw new UsageError(`"${screen}" cannot name a screen: PascalCase letters and digits, e.g. FuelCards.`);
  const route = values.path ?? `/admin/${name}`;
  if (!/^\/admin(\/[a-z0-9-]+)+$/.test(route)) throw new UsageError(`"${route}" is not an admin route: /admin/ then kebab-case segments.`);
  const title = values.title ?? words(screen);
  return {
    root: path.resolve(values.root ?? path.dirname(path.dirname(fileURLToPath(import.meta.url)))),
    name,
    screen,
    route,
    title,
    label: values.label ?? title.toLowerCase(),
    sidebar: values.sidebar,
    description: values.description ?? `The ${name} area: ${route}`,
    routeKey: screen[0].toLowerCase() + screen.slice(1),
    pageFile: `${kebab(screen)}-page`,
    component: `${screen}Page`,
  };
}

/** The area's own files, path (relative to its folder) -> content. */
export function areaFiles(o, hostPackage, port) {
  const pick = (deps, names) => Object.fromEntries(names.map((n) => [n, deps[n]]));
  const pkg = {
    name: `@haulboard/remote-${o.name}`,
    version: '0.1.0',
    private: true,
    description: o.description,
    scripts: { dev: 'rsbuild dev', build: 'rsbuild build', preview: 'rsbuild preview', typecheck: 'tsc --noEmit', test: 'jest' },
    // The shell's versions: a singleton's required version must match the one the host provides.
    dependencies: pick(hostPackage.dependencies, DEPENDENCIES),
    devDependencies: hostPackage.devDependencies,
  };
  const page = `./src/expose/${o.pageFile}.tsx`;
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'rsbuild.config.ts': `import { defineAppConfig } from '@haulboard/shared/mf-config';

// The federation options, shared singletons and chunk timeout are every app's (shared/src/mf-config);
// an area names itself and its screens. Each expose is loaded by the host as '${o.name}/<Expose>'.
export default defineAppConfig({
  name: '${o.name}',
  title: ${quote(`Haulboard ${o.name} (standalone)`)},
  exposes: {
    './${o.screen}': '${page}',
  },
});
`,
    'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "jsx": "react-jsx", "lib": ["ES2022", "DOM", "DOM.Iterable"], "types": ["jest", "node", "@testing-library/jest-dom"] },
  "include": ["src", "rsbuild.config.ts"]
}
`,
    'jest.config.cjs': `module.exports = require('@haulboard/shared/jest-config')();\n`,
    'src/index.ts': `// An async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import ${o.component} from './expose/${o.pageFile}';

// This remote's own page (\`pnpm dev\` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
renderStandalone(
  document.getElementById('root')!,
  [
    {
      path: AppRoutes.${o.routeKey},
      element: (
        <Box p={{ base: '3', md: '6' }}>
          <${o.component} />
        </Box>
      ),
    },
    { path: '*', element: <Navigate to={AppRoutes.${o.routeKey}} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
`,
    [`src/expose/${o.pageFile}.tsx`]: `import { ChatToggle } from '@haulboard/shared/chat-dock';
import { EmptyState, PageHeader, Panel, Stack } from '@haulboard/shared/ui';

/** ${o.route}: ${o.title}. Its features go in src/features/<feature>; this file composes them. */
export default function ${o.component}() {
  return (
    <Stack gap="0" minW="0">
      <PageHeader title=${jsxAttr(o.title)} chat={<ChatToggle />} />
      <Panel>
        <EmptyState title="Nothing here yet" description=${jsxAttr(`The ${o.label} area is ready for its first feature.`)} />
      </Panel>
    </Stack>
  );
}
`,
    [`src/expose/${o.pageFile}.test.tsx`]: `import { screen } from '@testing-library/react';
import { AppRoutes } from '@haulboard/shared/router';
import { renderScreen } from '@haulboard/shared/testing';
import ${o.component} from './${o.pageFile}';

describe(${quote(`${o.route}`)}, () => {
  it('has its heading and the chat toggle every screen header carries', async () => {
    renderScreen(<${o.component} />, { route: AppRoutes.${o.routeKey} });
    // findBy: the full design system is a lazy part, so the screen draws once it has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: ${quote(o.title)} })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });
});
`,
    'README.md': `# @haulboard/remote-${o.name}

${o.description}.

| expose | route | screen |
| --- | --- | --- |
| \`./${o.screen}\` | \`${o.route}\` | ${o.title} |

What lives where:
- \`src/expose/${o.pageFile}.tsx\`: the heading, the chat toggle and the features, composed.
- \`src/features/<feature>\`: one folder a feature (\`api\`, \`components\`, \`hooks\`, \`lib\`); features do
  not import each other (ESLint). What two of them share goes in \`src/components\`, \`src/hooks\` or
  \`src/lib\`, or in \`@haulboard/shared\`.

Run alone: \`pnpm dev\` here (port ${port}), signed in against the local API. Tests: \`pnpm test\`
(Jest, beside the code).

## Decisions where the spec is silent

- None yet.
`,
  };
}

/** Adds `entry` as the last property of the object literal that starts at `opener` and ends at the first `closer` after it. */
function insertBefore(text, opener, closer, entry, file) {
  const start = text.indexOf(opener);
  const end = start < 0 ? -1 : text.indexOf(closer, start);
  if (end < 0) throw new Error(`${file}: "${opener}" ... "${closer}" not found; make the registration by hand (docs/adding-an-area.md).`);
  const lineStart = text.lastIndexOf('\n', end) + 1;
  return text.slice(0, lineStart) + entry + text.slice(lineStart);
}

/** The next free dev-server port, after the highest in DEV_PORTS. */
function nextPort(mfConfig) {
  const block = mfConfig.slice(mfConfig.indexOf('export const DEV_PORTS = {'));
  const ports = [...block.slice(0, block.indexOf('} as const;')).matchAll(/:\s*(\d+),/g)].map((m) => Number(m[1]));
  if (!ports.length) throw new Error(`${REGISTRY.mfConfig}: DEV_PORTS not found`);
  return Math.max(...ports) + 1;
}

/** Writes the area and its table entries; returns what was done and what is left, as lines. */
export function scaffold(o) {
  const at = (p) => path.join(o.root, p);
  const read = (p) => {
    if (!fs.existsSync(at(p))) throw new Error(`${p} is missing: is ${o.root} the repository?`);
    return fs.readFileSync(at(p), 'utf8');
  };
  const areaDir = `remotes/${o.name}`;
  if (fs.existsSync(at(areaDir))) throw new UsageError(`${areaDir} exists already.`);

  // Everything is read and checked before anything is written.
  const screens = read(REGISTRY.screens);
  const mfConfig = read(REGISTRY.mfConfig);
  const remotes = JSON.parse(read(REGISTRY.remotesJson));
  const hostPackage = JSON.parse(read(REGISTRY.hostPackage));
  const readme = read(REGISTRY.readme);
  if (new RegExp(`^  ${o.routeKey}: \\{`, 'm').test(screens))
    throw new UsageError(`AppScreens has a screen named ${o.routeKey} already: choose another --screen.`);
  if (screens.includes(`path: '${o.route}'`)) throw new UsageError(`AppScreens has a screen at ${o.route} already: choose another --path.`);
  if (remotes[o.name]) throw new UsageError(`remotes.json has an area ${o.name} already.`);
  const port = nextPort(mfConfig);

  const fields = [`path: ${quote(o.route)}`, `remote: ${quote(`${o.name}/${o.screen}`)}`, `title: ${quote(o.title)}`, `label: ${quote(o.label)}`];
  if (o.sidebar) fields.push(`sidebar: ${quote(o.sidebar)}`);
  // As Prettier lays it out: on one line when it fits in 160 characters, else a field a line.
  const oneLine = `  ${o.routeKey}: { ${fields.join(', ')} },\n`;
  const entry = oneLine.length <= PRINT_WIDTH + 1 ? oneLine : `  ${o.routeKey}: {\n${fields.map((f) => `    ${f},\n`).join('')}  },\n`;
  const newScreens = insertBefore(screens, 'export const AppScreens = {', '} as const satisfies', entry, REGISTRY.screens);
  const newMfConfig = insertBefore(mfConfig, 'export const DEV_PORTS = {', '} as const;', `  ${o.name}: ${port},\n`, REGISTRY.mfConfig);

  const done = [];
  const left = [];
  for (const [file, content] of Object.entries(areaFiles(o, hostPackage, port))) {
    fs.mkdirSync(path.dirname(at(path.join(areaDir, file))), { recursive: true });
    fs.writeFileSync(at(path.join(areaDir, file)), content);
    done.push(`wrote ${areaDir}/${file}`);
  }
  fs.writeFileSync(at(REGISTRY.screens), newScreens);
  done.push(`${REGISTRY.screens}: AppScreens.${o.routeKey} (${o.route} -> ${o.name}/${o.screen}${o.sidebar ? `, sidebar '${o.sidebar}'` : ''})`);
  fs.writeFileSync(at(REGISTRY.mfConfig), newMfConfig);
  done.push(`${REGISTRY.mfConfig}: DEV_PORTS.${o.name} = ${port}`);
  fs.writeFileSync(at(REGISTRY.remotesJson), `${JSON.stringify({ ...remotes, [o.name]: `/remotes/${o.name}/mf-manifest.json` }, null, 2)}\n`);
  done.push(`${REGISTRY.remotesJson}: ${o.name} -> /remotes/${o.name}/mf-manifest.json`);

  // The README's package table gets a row before shared/'s; its port list, this port.
  let newReadme = readme;
  const row = `| \`remotes/${o.name}/\` (\`@haulboard/remote-${o.name}\`) | \`${o.route}\`: ${o.title} ([README](remotes/${o.name}/README.md)) |\n`;
  const sharedRow = newReadme.indexOf('| `shared/` (`@haulboard/shared`)');
  if (sharedRow >= 0) newReadme = newReadme.slice(0, sharedRow) + row + newReadme.slice(sharedRow);
  else left.push(`README.md: add a row for remotes/${o.name}/ to the package table`);
  const ports = /(\d{4}) \(`shared\/src\/mf-config`\)/;
  if (ports.test(newReadme)) newReadme = newReadme.replace(ports, `$1, ${o.name} ${port} (\`shared/src/mf-config\`)`);
  else left.push(`README.md: add "${o.name} ${port}" to the dev ports`);
  fs.writeFileSync(at(REGISTRY.readme), newReadme);
  done.push(`README.md: the package table${ports.test(readme) ? ' and the dev ports' : ''}`);

  left.unshift('pnpm install: links the new package into the workspace and records it in pnpm-lock.yaml (commit both)');
  if (o.sidebar) {
    left.push(
      `host/src/features/shell/components/sidebar.tsx: an icon for ${o.route} in \`icons\` (the type check fails until it has one)`,
      `host/src/features/shell/components/sidebar.test.tsx: the sidebar's links are the spec's eight; add '${o.sidebar}' and say why in host/README.md`,
    );
  }
  left.push(
    `remotes/${o.name}/README.md: what the area is, and its decisions where the spec is silent`,
    'data: contracts (shared/src/contracts), calls (shared/src/api/admin) and server routes (server/src/routes/<area>, registered in server/src/routes/index.ts), if the area has any',
    `e2e/tests/${o.name}.spec.ts: the area's flows (its first-load budget is measured already: e2e/tests/budget.spec.ts reads the screen table)`,
    `check: pnpm lint && pnpm typecheck && pnpm build && pnpm start, then open ${o.route}`,
  );
  return { done, left, port };
}

export function main(argv) {
  let options;
  try {
    options = readOptions(argv);
    if (!options) {
      console.log(USAGE);
      return 0;
    }
    const { done, left } = scaffold(options);
    console.log(`[new-area] ${options.name}: done\n${done.map((l) => `  - ${l}`).join('\n')}`);
    console.log(`[new-area] left to do by hand (docs/adding-an-area.md)\n${left.map((l, i) => `  ${i + 1}. ${l}`).join('\n')}`);
    console.log('[new-area] found from remotes/* with nothing to register: the workspace, lint zones, Jest project, type check, builds, gateway and CI');
    return 0;
  } catch (e) {
    console.error(`[new-area] ${e.message}`);
    if (e instanceof UsageError || e.code?.startsWith?.('ERR_PARSE_ARGS')) console.error(`\n${USAGE}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
