import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import type { AppDeps } from '../deps';
import { MediaSigner } from '../media/signing';
import { createMediaStore } from '../media/store';

export { COMMITTED_DOCUMENT } from './committed-document';

/**
 * The document as the app generates it, built without a database: registering routes opens no
 * connection (the pool connects on the first query, and none is made).
 */
export async function buildOpenapiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-openapi-'));
  const url = 'postgres://openapi@127.0.0.1:1/none';
  const config = { ...loadConfig({}), dataDir, databaseUrl: url, demo: false };
  const deps: AppDeps = {
    config,
    db: createDb(url, 1),
    secrets: { jwt: crypto.randomBytes(32).toString('hex'), media: crypto.randomBytes(32), resetCodes: crypto.randomBytes(32) },
    mailer: { send: async () => {} },
    media: new MediaSigner(crypto.randomBytes(32), config.mediaUrlTtlSeconds),
    mediaDir: path.join(dataDir, 'media'),
    store: createMediaStore(config.s3, path.join(dataDir, 'media')),
    databaseUrl: url,
  };
  const app = await buildApp(deps);
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await deps.db.$client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The document as committed: two-space JSON with a final newline (what prettier leaves alone). */
export const formatDocument = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
