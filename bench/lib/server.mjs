// The bench scripts' one way to run the suite's server: start dist/main.cjs, wait for
// health, stop it (and its embedded PostgreSQL) cleanly, sign in.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server');
export const mainJs = path.join(serverDir, 'dist', 'main.cjs');

/** Starts dist/main.cjs and resolves once GET /api/health/ answers 200. */
export async function startServer(env, base) {
  const child = spawn(process.execPath, [mainJs], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  const server = { child, exit, output: () => output };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) before it answered:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServer(server);
  throw new Error(`the server did not answer ${base}/api/health/ within 120 s:\n${output}`);
}

/** SIGTERM stops the HTTP server and its embedded PostgreSQL; wait for both. */
export async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await server.exit;
  clearTimeout(timer);
}

/** The token pair of `credentials` ({email, password}). */
export async function signIn(base, credentials) {
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { access_token, refresh_token, user_type } = await res.json();
  return { access_token, refresh_token, user_type };
}

const seedJs = path.join(serverDir, 'dist', 'seed-cli.cjs');

/**
 * A served copy of the builds on a server whose database the seed CLI filled: the first start
 * makes the database (initdb, migrations, admin), the seed runs with the server stopped, and the
 * server starts again. Sets `run.server`; `seedArgs` are the CLI's (`--loads 100000 ...`).
 */
export async function startSeededServer(run, seedArgs, say = console.log) {
  const { env, base } = run;
  let t = performance.now();
  run.server = await startServer(env, base);
  say(`first start (initdb, migrations, admin) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await stopServer(run.server);
  run.server = null;
  t = performance.now();
  const args = seedArgs.map(String);
  say(`seeding: node server/dist/seed-cli.cjs ${args.join(' ')}`);
  execFileSync(process.execPath, [seedJs, ...args], { cwd: serverDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  say(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  run.server = await startServer(env, base);
}
