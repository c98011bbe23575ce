// Routes a screen test puts before the fake backend (`routes`) to hold or fail a call, the
// backend answering it once let through.
import type { RouteOverride } from './fake-api';

/** A call the backend answers only once the test calls `release`: what the screen shows meanwhile. */
export function held() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const route: RouteOverride = async (_req, next) => (await gate, next());
  return { route, release };
}

/** A call that answers `status` while `failing()` says so; after that, the backend's answer. */
export const failWhile =
  (failing: () => boolean, status = 500): RouteOverride =>
  (_req, next) =>
    failing() ? { status, body: { detail: 'boom' } } : next();
