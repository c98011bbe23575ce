// The opening every bench that drives a screen over bulk data shares.
import fs from 'node:fs';
import { checkBuilds, createRun, portIsFree, snapshotBuilds } from './harness.mjs';
import { startSeededServer } from './server.mjs';

/**
 * Checks the builds `remote` needs, Chromium and a free port, then serves a copy of the builds
 * from a server whose database the seed CLI filled (`seedArgs`). Answers the run (its cleanUp
 * stops everything), or null when a build is missing (said on stderr: the bench does not build).
 */
export async function startUiBench({ label, remote, port, portVariable, chromium, seedArgs, admin, say }) {
  const builds = checkBuilds(remote);
  if (builds.missing.length) {
    console.error(`[${label}] missing build output: ${builds.missing.join(', ')}. Run \`pnpm build\` first (this bench does not build).`);
    return null;
  }
  builds.warnings.forEach((w) => say(`warning: ${w}`));
  if (!fs.existsSync(chromium)) throw new Error(`no Chromium at ${chromium} (set PLAYWRIGHT_CHROMIUM_PATH)`);
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use (set ${portVariable})`);

  const run = createRun({ label, port, admin, env: { HAULBOARD_DEMO: '0', HAULBOARD_LOGIN_RATE_LIMIT: '100000' }, say });
  try {
    const dists = await snapshotBuilds(run.webRoot, say);
    say(`serving a copy of ${dists.join(', ')}`);
    await startSeededServer(run, seedArgs, say);
    return run;
  } catch (err) {
    await run.cleanUp();
    throw err;
  }
}
