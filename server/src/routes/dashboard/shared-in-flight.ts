/**
 * Concurrent callers share one running query instead of queueing identical ones: fifty admins'
 * dashboards refreshing at once cost one count over the loads table, not fifty. An answer is never
 * older than the query that was already running when the request arrived; nothing is cached after.
 */
export function sharedInFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}
