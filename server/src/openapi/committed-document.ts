import path from 'node:path';

/** The committed copy, for API clients and reviewers: `pnpm --filter @haulboard/server openapi` writes it. */
// From src/openapi/ (tests) or dist/ (the bundled CLI).
export const COMMITTED_DOCUMENT = path.resolve(__dirname, path.basename(__dirname) === 'dist' ? '..' : '../..', 'openapi.json');
