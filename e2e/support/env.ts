/** What the suite knows about the server it starts (global-setup.ts). One place, no literals in tests. */
export const PORT = Number(process.env.HAULBOARD_E2E_PORT ?? 8181);
// 127.0.0.1, not localhost: the server listens on IPv4 only, and localhost may resolve to ::1 first.
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const ADMIN = {
  email: 'admin@haulboard.local',
  password: 'Admin-e2e-pass1!',
} as const;

/** The demo seed's shared passwords (server/README.md). */
export const DISPATCHER_PASSWORD = 'Dispatch-demo1!';
export const DRIVER = { phone: '+1 555 0101', password: 'Driver-demo1!' } as const;

export const SUPPORT_EMAIL = 'support@example.test';

/** The three localStorage keys of a session (spec part 1 section 2). */
export const SESSION_KEYS = ['access_token', 'refresh_token', 'user_type'] as const;

/** The server's data directory of this run; global-setup.ts creates it and exports it to the workers. */
export function dataDir(): string {
  const dir = process.env.HAULBOARD_E2E_DATA_DIR;
  if (!dir) throw new Error('HAULBOARD_E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return dir;
}
