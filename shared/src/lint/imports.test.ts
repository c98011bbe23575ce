// The import rules of CONVENTIONS.md 1-2, checked over the source: who may import what.
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');

type Found = { spec: string; line: number };

/** Every module specifier a file names: static imports and re-exports, side-effect imports, import(), require(). */
function importsOf(source: string): Found[] {
  // Comments may quote import lines; they import nothing.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[\w*\s{},$]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bjest\.(?:mock|requireActual)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  const found: Found[] = [];
  for (const re of patterns) {
    for (const m of code.matchAll(re)) {
      found.push({ spec: m[1], line: code.slice(0, m.index).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const APP_FORBIDDEN: Record<string, string> = {
  '@chakra-ui/react': '@haulboard/shared/ui',
  'react-router': '@haulboard/shared/router',
  'react-router-dom': '@haulboard/shared/router',
  rxjs: '@haulboard/shared/bus',
};
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2) : spec.split('/').slice(0, 1)).join('/');

/** What is wrong with one file's imports; `file` and `pkgRoot` are absolute. */
function check(file: string, pkgRoot: string, source: string): string[] {
  const rel = path.relative(repo, file);
  const rules = ruleSetFor(rel);
  const out: string[] = [];
  const report = (f: Found, why: string) => out.push(`${rel}:${f.line} imports '${f.spec}': ${why}`);
  for (const f of importsOf(source)) {
    const relative = f.spec.startsWith('.');
    const target = relative ? path.resolve(path.dirname(file), f.spec) : null;
    if (target && path.relative(pkgRoot, target).startsWith('..')) {
      report(f, 'reaches outside its package; import the other package by its name');
    }
    if (!relative && /(^|\/)src(\/|$)/.test(f.spec)) report(f, "deep import into another package's src; use its exports");
    if (rules.app) {
      const pkg = packageOf(f.spec);
      if (APP_FORBIDDEN[pkg]) report(f, `apps use ${APP_FORBIDDEN[pkg]}`);
      if (pkg.startsWith('@haulboard/remote-')) report(f, 'areas never import a remote; the host loads it at run time');
    }
    if (rules.api) {
      const intoUi = target ? !path.relative(path.join(repo, 'shared/src/ui'), target).startsWith('..') : false;
      if (f.spec === '@haulboard/shared/ui' || intoUi || /^react(-dom)?(\/|$)/.test(f.spec)) {
        report(f, 'the API client imports no UI');
      }
    }
    if (rules.contracts) {
      const outside = target && path.relative(path.join(repo, 'shared/src/contracts'), target).startsWith('..');
      const browser = /^(react|react-dom|lucide-react|@chakra-ui|@emotion|@tanstack|react-router)(\/|$)/.test(f.spec);
      const runtime = f.spec.startsWith('@haulboard/') && f.spec !== '@haulboard/shared/contracts';
      if (NODE_BUILTINS.has(f.spec) || browser || runtime || outside) {
        report(f, 'contracts are isomorphic: no Node, browser or runtime imports');
      }
    }
  }
  return out;
}

function ruleSetFor(rel: string) {
  return {
    app: /^(host|remotes\/[^/]+)\/src\//.test(rel),
    api: rel.startsWith('shared/src/api/'),
    contracts: rel.startsWith('shared/src/contracts/'),
  };
}

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourcesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

// Every remote with source, including ones added after this test was written.
const remotes = fs
  .readdirSync(path.join(repo, 'remotes'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(repo, 'remotes', e.name, 'src')))
  .map((e) => `remotes/${e.name}`);

const scanned = [
  ...['host', ...remotes].map((pkg) => ({ pkg, dir: `${pkg}/src` })),
  { pkg: 'shared', dir: 'shared/src/api' },
  { pkg: 'shared', dir: 'shared/src/contracts' },
];

describe('import rules', () => {
  it.each(scanned)('$dir follows them', ({ pkg, dir }) => {
    const files = sourcesUnder(path.join(repo, dir));
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((f) => check(f, path.join(repo, pkg), fs.readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });
});

describe('the checker itself', () => {
  const at = (rel: string) => path.join(repo, rel);
  const appFile = at('remotes/loads/src/features/list/loads-page.tsx');

  it('finds static, re-exported, side-effect, dynamic and multi-line imports, not ones in comments', () => {
    const src = [
      "import { a } from 'a';",
      "import type { B } from 'b';",
      "export { c } from 'c';",
      "import 'd';",
      "const e = () => import('e');",
      'import {',
      '  f,',
      "} from 'f';",
      "// import { x } from 'commented';",
      "/* import 'blocked'; */",
      "const url = 'https://example.test/x';",
    ].join('\n');
    expect(importsOf(src).map((f) => `${f.line}:${f.spec}`)).toEqual(['1:a', '2:b', '3:c', '4:d', '5:e', '6:f']);
  });

  it('refuses the libraries apps must take from @haulboard/shared, naming file, line and import', () => {
    const src = "import { Box } from '@chakra-ui/react';\nimport { Link } from 'react-router-dom';\nimport { useNavigate } from 'react-router';\nimport { map } from 'rxjs/operators';\nimport { Box as B } from '@haulboard/shared/ui';";
    expect(check(appFile, at('remotes/loads'), src)).toEqual([
      "remotes/loads/src/features/list/loads-page.tsx:1 imports '@chakra-ui/react': apps use @haulboard/shared/ui",
      "remotes/loads/src/features/list/loads-page.tsx:2 imports 'react-router-dom': apps use @haulboard/shared/router",
      "remotes/loads/src/features/list/loads-page.tsx:3 imports 'react-router': apps use @haulboard/shared/router",
      "remotes/loads/src/features/list/loads-page.tsx:4 imports 'rxjs/operators': apps use @haulboard/shared/bus",
    ]);
  });

  it('refuses deep imports, escapes from the package and one remote importing another', () => {
    const src = [
      "import { bus } from '@haulboard/shared/src/bus';",
      "import { x } from '../../../../auth/src/x';",
      "import { SignIn } from '@haulboard/remote-auth';",
      "import { y } from '../../components/y';",
    ].join('\n');
    const problems = check(appFile, at('remotes/loads'), src);
    // Line 4 stays inside remotes/loads: a relative import is fine until it leaves the package.
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/:1 imports '@haulboard\/shared\/src\/bus': deep import/);
    expect(problems[1]).toMatch(/:2 imports '\.\.\/\.\.\/\.\.\/\.\.\/auth\/src\/x': reaches outside its package/);
    expect(problems[2]).toMatch(/:3 imports '@haulboard\/remote-auth': areas never import a remote/);
  });

  it('keeps UI out of the API client', () => {
    const file = at('shared/src/api/loads.ts');
    const src = "import { toaster } from '@haulboard/shared/ui';\nimport { useState } from 'react';\nimport { Pagination } from '../ui/pagination';\nimport { ApiPaths } from '../contracts/paths';";
    expect(check(file, at('shared'), src).map((p) => p.split(': ')[0])).toEqual([
      "shared/src/api/loads.ts:1 imports '@haulboard/shared/ui'",
      "shared/src/api/loads.ts:2 imports 'react'",
      "shared/src/api/loads.ts:3 imports '../ui/pagination'",
    ]);
  });

  it('keeps contracts free of Node, browser and runtime code', () => {
    const file = at('shared/src/contracts/loads.ts');
    const src = "import { z } from 'zod';\nimport fs from 'node:fs';\nimport path from 'path';\nimport { useState } from 'react';\nimport { bus } from '../bus';\nimport { api } from '@haulboard/shared/api';\nimport { Money } from './common';";
    expect(check(file, at('shared'), src).map((p) => p.split(': ')[0])).toEqual([
      "shared/src/contracts/loads.ts:2 imports 'node:fs'",
      "shared/src/contracts/loads.ts:3 imports 'path'",
      "shared/src/contracts/loads.ts:4 imports 'react'",
      "shared/src/contracts/loads.ts:5 imports '../bus'",
      "shared/src/contracts/loads.ts:6 imports '@haulboard/shared/api'",
    ]);
  });
});
