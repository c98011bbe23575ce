import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { normalizeLogin } from '@haulboard/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, type Db, type PoolOptions } from '../src/db/client';
import { users } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { hashPassword } from '../src/lib/passwords';
import type { Mail } from '../src/lib/mailer';
import { MediaSigner } from '../src/media/signing';
import { createMediaStore } from '../src/media/store';
import { withDatabase } from './global-setup';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  close: () => Promise<void>;
};

/** A fresh app on its own database cloned from the migrated template. */
/** A new database cloned from the migrated template; answers its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.HAULBOARD_TEST_PG_URL;
  if (!adminUrl) throw new Error('HAULBOARD_TEST_PG_URL is not set: run through jest (global-setup)');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template haulboard_template`);
  await admin.end();
  return withDatabase(adminUrl, name);
}

export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  return buildAppOn(await createTestDatabase(), overrides);
}

/** A fresh app on the database at `url` (already migrated). */
export async function buildAppOn(url: string, overrides: Partial<Config> = {}, pool: PoolOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-app-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: url,
    demo: false,
    loginRateLimit: 10_000,
    resetRateLimit: 10_000,
    // Suites that test the upload bounds set their own.
    uploadsConcurrent: 1_000,
    uploadsPerMinute: 10_000,
    ...overrides,
  };
  const db = createDb(url, 10, pool);
  const mails: Mail[] = [];
  const root = crypto.randomBytes(16);
  const deps: AppDeps = {
    config,
    db,
    secrets: { jwt: root.toString('hex'), media: crypto.randomBytes(32), resetCodes: crypto.randomBytes(32) },
    mailer: { send: async (m) => void mails.push(m) },
    media: new MediaSigner(crypto.randomBytes(32), config.mediaUrlTtlSeconds),
    mediaDir: path.join(dataDir, 'media'),
    store: createMediaStore(config.s3, path.join(dataDir, 'media')),
    databaseUrl: url,
  };
  const app = await buildApp(deps, { checkAnswers: true });
  await app.ready();
  return {
    app,
    db,
    deps,
    mails,
    close: async () => {
      await app.close();
      await db.$client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;

/** A person inserted directly, for fixtures that need no sign-in (the password is unusable). */
export async function insertUser(db: Db, userType: 'driver' | 'dispatcher' | 'admin', fields: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      userType,
      email: `${userType}-${seq}-${crypto.randomBytes(3).toString('hex')}@example.com`,
      passwordHash: 'x',
      firstName: `${userType}${seq}`,
      lastName: 'Person',
      ...fields,
    })
    .returning({ id: users.id });
  return row.id;
}

export type TestUser = { id: number; email: string; password: string; token: string; refresh: string; headers: { authorization: string } };

/** Creates a user directly in the database and signs them in through the API. */
export async function createUser(
  ctx: TestContext,
  userType: 'admin' | 'dispatcher' | 'driver',
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  seq += 1;
  // Stored as the API stores logins (a phone number without separators).
  const email = normalizeLogin(fields.email ?? `${userType}${seq}-${crypto.randomBytes(3).toString('hex')}@example.com`);
  const password = 'Secret-pass1';
  const [row] = await ctx.db
    .insert(users)
    .values({ userType, passwordHash: await hashPassword(password), firstName: `${userType}${seq}`, lastName: 'Test', ...fields, email })
    .returning({ id: users.id });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json();
  return { id: row.id, email, password, token: body.access_token, refresh: body.refresh_token, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** A suite's app and a signed-in administrator, built before its tests and closed after them. */
export function appWithAdmin(): { readonly ctx: TestContext; readonly admin: TestUser } {
  const suite = {} as { ctx: TestContext; admin: TestUser };
  beforeAll(async () => {
    suite.ctx = await buildTestApp();
    suite.admin = await createUser(suite.ctx, 'admin');
  });
  afterAll(() => suite.ctx.close());
  return suite;
}

/** A suite's app and two administrators, Ann Lee and Bob Stone, editing the same records (issue 29). */
export function appWithTwoEditors(): { readonly ctx: TestContext; readonly admin: TestUser; readonly other: TestUser } {
  const suite = {} as { ctx: TestContext; admin: TestUser; other: TestUser };
  beforeAll(async () => {
    suite.ctx = await buildTestApp();
    suite.admin = await createUser(suite.ctx, 'admin', { firstName: 'Ann', lastName: 'Lee' });
    suite.other = await createUser(suite.ctx, 'admin', { firstName: 'Bob', lastName: 'Stone' });
  });
  afterAll(() => suite.ctx.close());
  return suite;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token over any claims, signed with the app's own secret: what a forger with the key could make. */
export function forgeToken(ctx: TestContext, claims: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${crypto.createHmac('sha256', ctx.deps.secrets.jwt).update(unsigned).digest('base64url')}`;
}

/** The claims of a token, unverified. */
export const claimsOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** A multipart body for inject(): fields and files. */
export function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string }>) {
  const boundary = `----haulboard${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real files of each kind, for upload tests. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d2b5b20000000049454e44ae426082',
    'hex',
  ),
  jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  wav: (() => {
    const b = Buffer.alloc(44);
    b.write('RIFF', 0);
    b.writeUInt32LE(36, 4);
    b.write('WAVE', 8);
    b.write('fmt ', 12);
    b.writeUInt32LE(16, 16);
    b.writeUInt16LE(1, 20);
    b.writeUInt16LE(1, 22);
    b.writeUInt32LE(8000, 24);
    b.writeUInt32LE(16000, 28);
    b.writeUInt16LE(2, 32);
    b.writeUInt16LE(16, 34);
    b.write('data', 36);
    b.writeUInt32LE(0, 40);
    return b;
  })(),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
};
