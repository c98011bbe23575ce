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
  /**
   * Which X-Forwarded-For hops to believe: false (none), a number of proxies in front (1: the one
   * reverse proxy or load balancer), or their addresses and CIDRs.
   */
  trustProxy: false | number | string[];
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
  /** The company's name on documents it issues (a driver's settlement statement). */
  companyName: string;
  /** Where uploaded files are kept: an S3-compatible bucket, or (undefined) `<dataDir>/media`. */
  s3: S3Config | undefined;
  /** Automatic backups of the embedded database (server/README.md, "Backups"). */
  backups: BackupConfig;
};

export type BackupConfig = {
  /** Nightly automatic backups (with the embedded database only). */
  enabled: boolean;
  /** The local time, `HH:MM` in `timezone`, after which each day's automatic backup is taken. */
  at: string;
  keepDaily: number;
  keepWeekly: number;
  /** Where archives are written: `<dataDir>/backups` unless set. */
  dir: string | undefined;
};

/** An S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph): see server/README.md, "Object storage". */
export type S3Config = {
  bucket: string;
  /** Prepended to every object key ('' or ending in '/'), so one bucket can serve several installs. */
  prefix: string;
  /** Another store's address (MinIO, R2, Ceph); none: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`host/bucket/key`), as most S3-compatible stores want, not in the host name. */
  forcePathStyle: boolean;
  /** None: the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
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

/**
 * HAULBOARD_TRUST_PROXY: off (default); on, true or a number of proxies in front (on = 1); or a
 * comma-separated list of the proxies' addresses or CIDRs. Never "trust every hop": a client can
 * write any X-Forwarded-For it likes, and the proxy only appends to it, so the client's address is
 * the one the nearest trusted proxy appended, not the leftmost.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '') return false;
  const word = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  if (['true', 'yes', 'on'].includes(word)) return 1;
  if (/^\d+$/.test(word)) return Number(word);
  const proxies = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!proxies.every((p) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(p))) {
    throw new Error(`HAULBOARD_TRUST_PROXY must be on, a number of proxies, or their addresses (10.0.0.5,10.1.0.0/16), got "${value}"`);
  }
  return proxies;
}

const prefixOf = (value: string | undefined) => {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
};

/**
 * HAULBOARD_S3_URL (`s3://bucket/prefix` for AWS, or `https://KEY:SECRET@host:port/bucket/prefix?region=...`
 * for any other store), else HAULBOARD_S3_BUCKET with HAULBOARD_S3_ENDPOINT, HAULBOARD_S3_REGION,
 * HAULBOARD_S3_PREFIX and HAULBOARD_S3_FORCE_PATH_STYLE; neither: files stay in the data folder.
 */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const region = env.HAULBOARD_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  if (env.HAULBOARD_S3_URL) {
    let url: URL;
    try {
      url = new URL(env.HAULBOARD_S3_URL);
    } catch {
      throw new Error('HAULBOARD_S3_URL must be s3://bucket/prefix or https://key:secret@host/bucket/prefix');
    }
    const aws = url.protocol === 's3:';
    if (!aws && url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('HAULBOARD_S3_URL must start with s3://, https:// or http://');
    const [bucket, ...rest] = (aws ? [url.hostname, ...url.pathname.split('/')] : url.pathname.split('/')).filter(Boolean);
    if (!bucket) throw new Error('HAULBOARD_S3_URL names no bucket');
    const key = decodeURIComponent(url.username);
    const secret = decodeURIComponent(url.password);
    return {
      bucket,
      prefix: prefixOf(rest.join('/')),
      endpoint: aws ? undefined : `${url.protocol}//${url.host}`,
      region: url.searchParams.get('region') || region,
      forcePathStyle: !aws && url.searchParams.get('path_style') !== 'false',
      credentials: key && secret ? { accessKeyId: key, secretAccessKey: secret } : undefined,
    };
  }
  if (!env.HAULBOARD_S3_BUCKET) return undefined;
  const endpoint = env.HAULBOARD_S3_ENDPOINT || undefined;
  return {
    bucket: env.HAULBOARD_S3_BUCKET,
    prefix: prefixOf(env.HAULBOARD_S3_PREFIX),
    endpoint,
    region,
    forcePathStyle: bool(env.HAULBOARD_S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    credentials: undefined,
  };
}

function backupTime(value: string | undefined): string {
  const at = value || '02:30';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) throw new Error(`HAULBOARD_BACKUP_AT must be a time of day as HH:MM, got "${at}"`);
  return at;
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
    trustProxy: trustProxy(env.HAULBOARD_TRUST_PROXY),
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
    companyName: env.HAULBOARD_COMPANY_NAME?.trim().slice(0, 120) || 'Haulboard',
    s3: s3Config(env),
    backups: {
      enabled: bool(env.HAULBOARD_BACKUPS, true),
      at: backupTime(env.HAULBOARD_BACKUP_AT),
      keepDaily: int(env.HAULBOARD_BACKUP_KEEP_DAILY, 7, 'HAULBOARD_BACKUP_KEEP_DAILY'),
      keepWeekly: int(env.HAULBOARD_BACKUP_KEEP_WEEKLY, 4, 'HAULBOARD_BACKUP_KEEP_WEEKLY'),
      dir: env.HAULBOARD_BACKUP_DIR ? path.resolve(env.HAULBOARD_BACKUP_DIR) : undefined,
    },
  };
}
