import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createDb, migrateDb } from '../src/db/client';
import { scratchOnRamDisk } from './scratch';

// One real PostgreSQL for the whole run; the schema is migrated once into a template that
// every suite clones (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
export default async function globalSetup() {
  scratchOnRamDisk();
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-test-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, () => {}, 'postgres');
    adminUrl = embedded.url;
    (globalThis as Record<string, unknown>).__HAULBOARD_PG__ = { stop: embedded.stop, dir };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists haulboard_template');
  await admin.query('create database haulboard_template');
  await admin.end();
  const templateUrl = withDatabase(adminUrl, 'haulboard_template');
  const db = createDb(templateUrl, 1);
  await migrateDb(db);
  await db.$client.end();
  process.env.HAULBOARD_TEST_PG_URL = adminUrl;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
