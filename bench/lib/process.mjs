// What every bench script needs around its server: staleness checks, and a clean-up that
// runs whatever goes wrong, so the server (and its PostgreSQL) never outlives the bench.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file under `dir`. */
export function newestMtime(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Runs `cleanUp` (once) on a crash or a signal, then exits: 1 after a crash, 130 after a
 * signal (`onSignal` is told first).
 */
export function cleanUpOnExit(label, cleanUp, onSignal) {
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (err) => {
      console.error(`[${label}] ${err?.stack ?? err}`);
      void cleanUp().finally(() => process.exit(1));
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      onSignal(signal);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
