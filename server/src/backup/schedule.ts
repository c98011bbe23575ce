import { spawn } from 'node:child_process';
import os from 'node:os';
import type { Config } from '../config';
import { readBackupStatus, type BackupStatus } from './status';

/** `YYYY-MM-DD HH:MM` of an instant on the company's clock. */
export function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 5_000;

/**
 * Whether today's automatic backup is due: it is past today's backup time on the company's clock
 * and no good backup was taken since then. A server that was down at that time takes it when it
 * is back; one that failed tries again an hour later.
 */
export function backupDue(now: Date, status: BackupStatus, at: string, timeZone: string): boolean {
  const wall = wallClock(now, timeZone);
  const todays = `${wall.slice(0, 10)} ${at}`;
  if (wall < todays) return false;
  if (status.last_ok_at && wallClock(new Date(status.last_ok_at), timeZone) >= todays) return false;
  if (status.last_failed_at && now.getTime() - new Date(status.last_failed_at).getTime() < RETRY_AFTER_FAILURE_MS) return false;
  return true;
}

/**
 * Nightly backups beside a server on the embedded database. Each runs as its own process (the
 * backup command with --auto) at a lower priority, so copying the data folder never stalls this
 * process's event loop nor takes its memory; the status file in the data folder says how it went.
 */
export function scheduleBackups(config: Config, cli: string, log: (msg: string) => void): { stop: () => void } {
  const { backups } = config;
  if (!backups.enabled) {
    log('automatic backups are off (HAULBOARD_BACKUPS)');
    return { stop: () => {} };
  }
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    const status = await readBackupStatus(config.dataDir);
    if (!backupDue(new Date(), status, backups.at, config.timezone)) return;
    running = true;
    log('taking the nightly backup');
    const child = spawn(process.execPath, [cli, 'backup', '--auto'], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: it runs at normal priority.
    }
    const lines: string[] = [];
    child.stdout?.on('data', (d) => lines.push(String(d)));
    child.stderr?.on('data', (d) => lines.push(String(d)));
    child.on('error', () => {});
    child.on('exit', (code) => {
      running = false;
      const said = lines.join('').trim().split('\n').slice(-3).join(' / ');
      log(code === 0 ? `nightly backup done: ${said}` : `nightly backup FAILED (exit ${code}): ${said}`);
    });
  };
  const timer = setInterval(() => void tick().catch(() => {}), 60_000);
  timer.unref();
  // A backup missed while the server was down is taken soon after it is back.
  const first = setTimeout(() => void tick().catch(() => {}), FIRST_CHECK_MS);
  first.unref();
  void readBackupStatus(config.dataDir).then((status) =>
    log(
      status.last_ok_at
        ? `last good backup ${status.last_ok_at} (${status.last_ok_file}); the next after ${backups.at} ${config.timezone}`
        : `no backup taken yet; the first after ${backups.at} ${config.timezone} (pnpm backup takes one now)`,
    ),
  );
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
