import path from 'node:path';

// Every setting comes from the environment; server/README.md documents each one.
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  mediaUrlTtlSeconds: number;
  timezone: string;
  logLevel: string;
  trustProxy: boolean;
  /** Sign-in attempts per minute from one address. */
  loginRateLimit: number;
  /** Reset calls per 15 minutes from one address. */
  resetRateLimit: number;
  /** Wrong reset codes sent without an address, per 15 minutes, from all clients together. */
  resetGuessBudget: number;
  /** Upload calls one user may have in flight, and start per minute. */
  uploadsConcurrent: number;
  uploadsPerMinute: number;
  /** Megabytes of stored files a dispatcher or driver may own; an administrator, `adminUploadQuotaMb`. */
  uploadQuotaMb: number;
  adminUploadQuotaMb: number;
  /** The web apps' builds: `host/dist` and `remotes/<area>/dist` under this folder. */
  webRoot: string;
  /** The address the sign-in screen's 'Contact admin' link writes to. */
  supportEmail: string;
};

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function timezone(value: string | undefined): string {
  const tz = value || 'UTC';
  try {
    // Hours and "today" are computed in this zone by PostgreSQL; a typo would fail every such call.
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    throw new Error(`HAULBOARD_TIMEZONE must be an IANA time zone such as America/Chicago, got "${tz}"`);
  }
  return tz;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.HAULBOARD_DATA_DIR || './data'),
    databaseUrl,
    adminEmail: env.HAULBOARD_ADMIN_EMAIL || undefined,
    adminPassword: env.HAULBOARD_ADMIN_PASSWORD || undefined,
    // Demo data is on by default only with the embedded database: an external one is somebody's real data.
    demo: bool(env.HAULBOARD_DEMO, !databaseUrl),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.HAULBOARD_MAIL_FROM || 'Haulboard <no-reply@haulboard.local>',
    jwtSecret: env.HAULBOARD_JWT_SECRET || undefined,
    mediaUrlTtlSeconds: int(env.HAULBOARD_MEDIA_URL_TTL, 3600, 'HAULBOARD_MEDIA_URL_TTL'),
    timezone: timezone(env.HAULBOARD_TIMEZONE),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env.HAULBOARD_TRUST_PROXY, false),
    loginRateLimit: int(env.HAULBOARD_LOGIN_RATE_LIMIT, 10, 'HAULBOARD_LOGIN_RATE_LIMIT'),
    resetRateLimit: int(env.HAULBOARD_RESET_RATE_LIMIT, 10, 'HAULBOARD_RESET_RATE_LIMIT'),
    resetGuessBudget: int(env.HAULBOARD_RESET_GUESS_BUDGET, 100, 'HAULBOARD_RESET_GUESS_BUDGET'),
    uploadsConcurrent: int(env.HAULBOARD_UPLOADS_CONCURRENT, 2, 'HAULBOARD_UPLOADS_CONCURRENT') || 1,
    uploadsPerMinute: int(env.HAULBOARD_UPLOADS_PER_MINUTE, 30, 'HAULBOARD_UPLOADS_PER_MINUTE') || 1,
    uploadQuotaMb: int(env.HAULBOARD_UPLOAD_QUOTA_MB, 1024, 'HAULBOARD_UPLOAD_QUOTA_MB'),
    adminUploadQuotaMb: int(env.HAULBOARD_ADMIN_UPLOAD_QUOTA_MB, 51200, 'HAULBOARD_ADMIN_UPLOAD_QUOTA_MB'),
    // server/dist/main.cjs (and server/src in tests) sit two levels below the repository.
    webRoot: path.resolve(env.HAULBOARD_WEB_ROOT || path.resolve(__dirname, '../..')),
    supportEmail: env.HAULBOARD_SUPPORT_EMAIL || env.HAULBOARD_ADMIN_EMAIL || 'admin@haulboard.local',
  };
}
