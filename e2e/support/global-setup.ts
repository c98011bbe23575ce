import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchOnRamDisk } from '@haulboard/server/test-scratch';
import { ADMIN, BASE_URL, PORT, SUPPORT_EMAIL } from './env';

const e2eDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(e2eDir, '..');
const HEALTH = `${BASE_URL}/api/health/`;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM lets the server stop its embedded PostgreSQL; SIGKILL only if it hangs.
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Whether a copied web build is whole: the page, its scripts, remotes.json and each remote's manifest. */
function isComplete(webRoot: string): boolean {
  const hostDist = path.join(webRoot, 'host', 'dist');
  const indexHtml = path.join(hostDist, 'index.html');
  if (!fs.existsSync(indexHtml) || !fs.existsSync(path.join(hostDist, 'remotes.json'))) return false;
  const scripts = [...fs.readFileSync(indexHtml, 'utf8').matchAll(/src="\/([^"]+)"/g)].map((m) => m[1]);
  if (!scripts.every((s) => fs.existsSync(path.join(hostDist, s)))) return false;
  const remotes = path.join(webRoot, 'remotes');
  return fs.readdirSync(remotes).every((r) => fs.existsSync(path.join(remotes, r, 'dist', 'mf-manifest.json')));
}

/**
 * Builds what is stale and copies the web apps' builds into this run's directory. The
 * server serves the copy: a `pnpm build` started meanwhile in the working tree (it empties
 * dist/ first) cannot pull the pages from under a running suite.
 */
function snapshotWebBuild(webRoot: string): void {
  for (let attempt = 1; ; attempt++) {
    execSync('node ../scripts/ensure-built.mjs && node ../server/scripts/ensure-built.mjs', { cwd: e2eDir, stdio: 'inherit' });
    fs.rmSync(webRoot, { recursive: true, force: true });
    try {
      fs.cpSync(path.join(repoRoot, 'host', 'dist'), path.join(webRoot, 'host', 'dist'), { recursive: true });
      for (const remote of fs.readdirSync(path.join(repoRoot, 'remotes'))) {
        const dist = path.join(repoRoot, 'remotes', remote, 'dist');
        if (fs.existsSync(dist)) fs.cpSync(dist, path.join(webRoot, 'remotes', remote, 'dist'), { recursive: true });
      }
      if (isComplete(webRoot)) return;
    } catch (e) {
      // A file vanished under the copy: a build is running; build and copy again.
      if (attempt >= 3) throw e;
    }
    if (attempt >= 3) throw new Error('The web build kept changing while it was copied; run pnpm build and try again.');
  }
}

/**
 * Builds what is stale, then starts the real server on a fresh, empty data directory (a new
 * database, outbox and secrets per run) serving a copy of the build, and waits for its
 * health check. The returned function is the global teardown: it stops the server and
 * deletes the run's directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  scratchOnRamDisk();
  // Another server on the port would make this run test someone else's build and data.
  if (await answers(HEALTH)) throw new Error(`Port ${PORT} is already serving Haulboard: stop that server first.`);

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-e2e-'));
  // Run as root, the embedded PostgreSQL runs initdb as its own user: mkdtemp's 0700 would lock it out.
  fs.chmodSync(runDir, 0o755);
  const dataDir = path.join(runDir, 'data');
  const webRoot = path.join(runDir, 'web');
  fs.mkdirSync(dataDir, { mode: 0o755 });
  try {
    snapshotWebBuild(webRoot);
  } catch (e) {
    fs.rmSync(runDir, { recursive: true, force: true });
    throw e;
  }
  const logFile = path.join(runDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, [path.join(e2eDir, '..', 'server', 'dist', 'main.cjs')], {
    cwd: runDir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      HAULBOARD_DATA_DIR: dataDir,
      HAULBOARD_WEB_ROOT: webRoot,
      HAULBOARD_ADMIN_EMAIL: ADMIN.email,
      HAULBOARD_ADMIN_PASSWORD: ADMIN.password,
      // The suite signs in and asks for reset codes far more often than a person would.
      HAULBOARD_LOGIN_RATE_LIMIT: '1000',
      HAULBOARD_RESET_RATE_LIMIT: '1000',
      HAULBOARD_SUPPORT_EMAIL: SUPPORT_EMAIL,
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  // If the runner dies without teardown, the server must not outlive it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const teardown = async () => {
    process.off('exit', killOnExit);
    await stop(server);
    fs.rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  while (!(await answers(HEALTH))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      await teardown();
      throw new Error(`The server did not become healthy at ${HEALTH}:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  // Workers inherit the runner's environment: the recovery test reads the outbox here.
  process.env.HAULBOARD_E2E_DATA_DIR = dataDir;
  return teardown;
}
