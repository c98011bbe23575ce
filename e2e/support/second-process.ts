import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, dataDir, SUPPORT_EMAIL } from './env';

/** A second API process of the suite's company, as a load balancer would spread it over two. */
export type SecondProcess = { base: string; stop: () => Promise<void> };

const MAIN = path.resolve(__dirname, '..', '..', 'server', 'dist', 'main.cjs');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Starts the production bundle again on the suite server's PostgreSQL (its embedded one, reached as
 * an external database) with the same secret, so a session of one is a session of the other and a
 * change made through either reaches the other's sockets through PostgreSQL (issue 29). Its own data
 * folder holds only its files; the web build is the working tree's.
 */
export async function startSecondProcess(): Promise<SecondProcess> {
  const suiteData = dataDir();
  const pgPort = fs
    .readFileSync(path.join(suiteData, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const password = fs.readFileSync(path.join(suiteData, '.pg-password'), 'utf8').trim();
  const secret = fs.readFileSync(path.join(suiteData, '.jwt-secret'), 'utf8').trim();
  const ownData = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-e2e-second-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HAULBOARD_DATA_DIR: ownData,
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/haulboard`,
      HAULBOARD_JWT_SECRET: secret,
      HAULBOARD_ADMIN_EMAIL: ADMIN.email,
      HAULBOARD_ADMIN_PASSWORD: ADMIN.password,
      HAULBOARD_LOGIN_RATE_LIMIT: '1000',
      HAULBOARD_SUPPORT_EMAIL: SUPPORT_EMAIL,
      HAULBOARD_DEMO: '0',
      HAULBOARD_BACKUPS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    fs.rmSync(ownData, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The second API process did not start:\n${output.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
