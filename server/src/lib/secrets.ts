import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type Secrets = { jwt: string; media: Buffer; resetCodes: Buffer };

const derive = (root: string, purpose: string) => crypto.createHmac('sha256', root).update(`haulboard:${purpose}`).digest();

/** HAULBOARD_JWT_SECRET, else one generated on first start and kept in the data folder. */
export async function loadSecrets(dataDir: string, configured?: string): Promise<Secrets> {
  let root = configured;
  if (!root) {
    const file = path.join(dataDir, '.jwt-secret');
    await fs.mkdir(dataDir, { recursive: true });
    try {
      root = (await fs.readFile(file, 'utf8')).trim();
    } catch {
      root = crypto.randomBytes(48).toString('base64url');
      await fs.writeFile(file, root, { mode: 0o600 });
    }
  }
  return { jwt: derive(root, 'jwt').toString('base64url'), media: derive(root, 'media'), resetCodes: derive(root, 'reset-codes') };
}
