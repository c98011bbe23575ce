/** drizzle wraps driver errors; the PostgreSQL fields sit on the error or on its cause. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  for (let e = err as { code?: unknown; constraint?: string; cause?: unknown } | null | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
  }
  return {};
}

/** A unique index refused the write (of `constraint`, when named). */
export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const pg = pgErrorOf(err);
  return pg.code === '23505' && (!constraint || pg.constraint === constraint);
};
export const isForeignKeyViolation = (err: unknown) => pgErrorOf(err).code === '23503';

/**
 * Runs `work` again when PostgreSQL aborted it as a deadlock victim or a serialization
 * failure: transactions of different areas may cross, and the caller must not see a 500.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      const code = pgErrorOf(err).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
