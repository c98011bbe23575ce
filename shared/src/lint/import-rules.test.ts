// The import rules of CONVENTIONS.md 1-3 live in eslint.config.mjs (ADR 006); this proves each one
// fires, through ESLint itself, on code at a path where it would be written. Paths named in an
// import exist, because the path rules judge where an import lands.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');

type Case = { file: string; code: string };
type Problem = { line: number; rule: string | null; message: string };

// ESLint loads its flat config with import(), which Jest's CommonJS sandbox refuses: one child process lints every case.
const LINT_CASES = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Promise((done) => { let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => done(s)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file, warnIgnored: true });
  out.push(result.messages.map((m) => ({ line: m.line, rule: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(cases: Case[]): Problem[][] {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_CASES], {
    cwd: repo,
    input: JSON.stringify(cases.map((c) => ({ ...c, file: path.join(repo, c.file) }))),
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

const lines = (...l: string[]) => l.join('\n') + '\n';
const feature = 'remotes/dashboard/src/features/overview/components/new-part.tsx';

// Each case: a file, its code, and every problem ESLint must report, as `line rule: part of the message`.
const cases: Array<Case & { name: string; expected: string[] }> = [
  {
    name: 'apps take Chakra, React Router and rxjs from @haulboard/shared',
    file: feature,
    code: lines(
      "import { Box } from '@chakra-ui/react';",
      "import { Link } from 'react-router-dom';",
      "import { useNavigate } from 'react-router';",
      "import { map } from 'rxjs/operators';",
      "import { PageHeader } from '@haulboard/shared/ui';",
      "import { useNavigate as go } from '@haulboard/shared/router';",
      'export const parts = [Box, Link, useNavigate, map, PageHeader, go];',
    ),
    expected: [
      '1 no-restricted-imports: Apps use @haulboard/shared/ui.',
      '2 no-restricted-imports: Apps use @haulboard/shared/router.',
      '3 no-restricted-imports: Apps use @haulboard/shared/router.',
      '4 no-restricted-imports: Apps use @haulboard/shared/bus.',
    ],
  },
  {
    name: 'apps take zod only as `z` from @haulboard/shared/contracts',
    file: 'host/src/app/new-part.ts',
    code: lines(
      "import { z } from 'zod';",
      "import * as zod from 'zod/mini';",
      "import { z as schema } from '@haulboard/shared/contracts';",
      'export const parts = [z, zod, schema];',
    ),
    expected: [
      '1 no-restricted-imports: Apps use `z` from @haulboard/shared/contracts',
      '2 no-restricted-imports: Apps use `z` from @haulboard/shared/contracts',
      '3 no-restricted-syntax: zod is `z` everywhere',
    ],
  },
  {
    name: 'the signed-out pages and the shares they load draw without the design system',
    file: 'remotes/auth/src/features/sign-in/components/new-part.tsx',
    code: lines(
      "import { Button } from '@haulboard/shared/ui';",
      "import { Eye } from 'lucide-react';",
      "import { ChatToggle } from '@haulboard/shared/chat-dock';",
      "import { useNavigate } from '@haulboard/shared/router';",
      'export const parts = [Button, Eye, ChatToggle, useNavigate];',
    ),
    expected: [
      '1 no-restricted-imports: The signed-out pages load no design system',
      '2 no-restricted-imports: The signed-out pages load no design system',
      '3 no-restricted-imports: The signed-out pages load no design system',
    ],
  },
  {
    name: "the federation share (loaded on /login) draws without the design system; the signed-in shell's area may",
    file: 'shared/src/federation/new-part.tsx',
    code: lines("import { LoadingState } from '@haulboard/shared/ui';", "import { css } from '@emotion/react';", 'export const parts = [LoadingState, css];'),
    expected: ['1 no-restricted-imports: The signed-out pages load no design system', '2 no-restricted-imports: The signed-out pages load no design system'],
  },
  {
    name: "the host's start is a signed-out page too",
    file: 'host/src/bootstrap.tsx',
    code: lines("import { UiProvider } from '@haulboard/shared/ui';", 'export const parts = [UiProvider];'),
    expected: ['1 no-restricted-imports: The signed-out pages load no design system'],
  },
  {
    name: 'the signed-in shell takes the design system from @haulboard/shared/ui',
    file: 'host/src/features/shell/components/new-part.tsx',
    code: lines("import { LoadingState } from '@haulboard/shared/ui';", 'export const parts = [LoadingState];'),
    expected: [],
  },
  {
    name: 'apps import `z` from @haulboard/shared/contracts',
    file: 'host/src/app/new-part.ts',
    code: lines("import { z } from '@haulboard/shared/contracts';", 'export const Id = z.number();'),
    expected: [],
  },
  {
    name: 'a remote never imports another, by name, by import() or through a relative path',
    file: feature,
    code: lines(
      "import { SignIn } from '@haulboard/remote-auth';",
      "import { boot } from '../../../../../auth/src/bootstrap';",
      "export const later = () => import('@haulboard/remote-chat');",
      "export const chakra = () => import('@chakra-ui/react');",
      "import { Section } from './section';",
      'export const parts = [SignIn, boot, Section];',
    ),
    expected: [
      '1 no-restricted-imports: Areas never import a remote',
      '2 import-x/no-relative-packages: Relative import from another package is not allowed',
      '3 no-restricted-syntax: Apps take Chakra, React Router, rxjs and zod from @haulboard/shared, and never import a remote.',
      '4 no-restricted-syntax: Apps take Chakra, React Router, rxjs and zod from @haulboard/shared, and never import a remote.',
    ],
  },
  {
    name: "no package reaches into another's src or across packages with ../",
    file: 'server/src/routes/new-route.ts',
    code: lines(
      "import { bus } from '@haulboard/shared/src/bus';",
      "import { contracts } from '../../../shared/src/contracts/index';",
      "import { LoadSchema } from '@haulboard/shared/contracts';",
      'export const parts = [bus, contracts, LoadSchema];',
    ),
    expected: [
      "1 no-restricted-imports: Deep import into another package's src",
      '2 import-x/no-relative-packages: Relative import from another package is not allowed',
    ],
  },
  {
    name: 'inside a remote, features import neither each other nor app/ or expose/',
    file: feature,
    code: lines(
      "import { TruckActivity } from '../../truck-activity/components/truck-activity';",
      "import { DashboardPage } from '../../../expose/dashboard-page';",
      "import { useDashboard } from '../hooks/use-dashboard';",
      'export const parts = [TruckActivity, DashboardPage, useDashboard];',
    ),
    expected: ['1 import-x/no-restricted-paths: Features do not import each other', '2 import-x/no-restricted-paths: Features do not import app/ or expose/'],
  },
  {
    name: 'expose (and app) compose features',
    file: 'remotes/dashboard/src/expose/new-page.tsx',
    code: lines(
      "import { TruckActivity } from '../features/truck-activity/components/truck-activity';",
      "import { StatCards } from '../features/overview/components/stat-cards';",
      'export const parts = [TruckActivity, StatCards];',
    ),
    expected: [],
  },
  {
    name: 'test doubles and Node built-ins stay out of app code',
    file: feature,
    code: lines("import { renderScreen } from '@haulboard/shared/testing';", "import fs from 'node:fs';", 'export const parts = [renderScreen, fs];'),
    expected: ['1 no-restricted-imports: Test doubles stay in tests', '2 no-restricted-imports: Browser code: no Node built-ins.'],
  },
  {
    name: 'a test of an app may use the test kit',
    file: feature.replace('.tsx', '.test.tsx'),
    code: lines("import { renderScreen } from '@haulboard/shared/testing';", 'export const parts = [renderScreen];'),
    expected: [],
  },
  {
    name: 'browser code imports no Node built-ins; its tests and the test kit may',
    file: 'shared/src/format/new-format.ts',
    code: lines("import { format } from 'node:util';", "import path from 'path';", 'export const parts = [format, path];'),
    expected: ['1 no-restricted-imports: Browser code: no Node built-ins.', '2 no-restricted-imports: Browser code: no Node built-ins.'],
  },
  {
    name: 'an app test may use Node',
    file: 'host/src/app/new-part.test.ts',
    code: lines("import fs from 'node:fs';", 'export const parts = [fs];'),
    expected: [],
  },
  {
    name: 'the API client imports no UI',
    file: 'shared/src/api/new-call.ts',
    code: lines(
      "import { toaster } from '@haulboard/shared/ui';",
      "import { useState } from 'react';",
      "import { lazyPart } from '../ui/lazy-part';",
      "import { ApiPaths } from '../contracts/paths';",
      'export const parts = [toaster, useState, lazyPart, ApiPaths];',
    ),
    expected: [
      // `api` is on the signed-out pages too.
      '1 no-restricted-imports: The signed-out pages load no design system',
      '1 import-x/no-restricted-paths: The API client imports no UI.',
      '2 no-restricted-imports: The API client imports no UI.',
      '3 import-x/no-restricted-paths: The API client imports no UI.',
    ],
  },
  {
    name: 'contracts are isomorphic: no Node, browser or runtime imports',
    file: 'shared/src/contracts/new-contract.ts',
    code: lines(
      "import { z } from 'zod';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import { useState } from 'react';",
      "import { bus } from '../bus/index';",
      "import { api } from '@haulboard/shared/api';",
      "import { IdSchema } from './common';",
      'export const parts = [z, fs, path, useState, bus, api, IdSchema];',
    ),
    expected: [
      '2 no-restricted-imports: Contracts are isomorphic: no Node imports.',
      '3 no-restricted-imports: Contracts are isomorphic: no Node imports.',
      '4 no-restricted-imports: Contracts are isomorphic: no browser imports.',
      '5 import-x/no-restricted-paths: Contracts are isomorphic: no runtime imports.',
      '6 import-x/no-restricted-paths: Contracts are isomorphic: no runtime imports.',
    ],
  },
  {
    name: 'hooks follow the rules of hooks, with every dependency named',
    file: 'shared/src/format/new-hook.ts',
    code: lines(
      "import { useEffect, useState } from 'react';",
      'export function useTitle(title: string) {',
      '  const [shown, setShown] = useState(title);',
      '  useEffect(() => setShown(title), []);',
      '  if (!title) useState(0);',
      '  return shown;',
      '}',
    ),
    expected: [
      "4 react-hooks/exhaustive-deps: React Hook useEffect has a missing dependency: 'title'",
      '5 react-hooks/rules-of-hooks: React Hook "useState" is called conditionally',
    ],
  },
];

describe('import rules (eslint.config.mjs)', () => {
  let results: Problem[][];
  beforeAll(() => {
    results = lintAll(cases);
  }, 60_000);

  it.each(cases.map((c, i) => ({ ...c, i })))('$name', ({ i, expected }) => {
    const said = results[i];
    expect(said.map((p) => `${p.line} ${p.rule}`)).toEqual(expected.map((e) => e.split(':')[0]));
    expected.forEach((e, n) => expect(said[n].message).toContain(e.slice(e.indexOf(':') + 2)));
  });
});
