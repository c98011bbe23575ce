import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const DEMO_ADMIN_EMAIL = 'admin@haulboard.local';
export const adminLoginFile = (dataDir: string) => path.join(dataDir, 'admin-login.txt');

/**
 * The first administrator: from HAULBOARD_ADMIN_EMAIL / HAULBOARD_ADMIN_PASSWORD when no admin
 * exists; with demo data and no such settings, a demo admin whose generated password is kept
 * in the data folder (`pnpm admin-login` prints it).
 */
export async function ensureAdmin(db: Db, config: Config, log: (m: string) => void): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  if (existing.length > 0) return;
  let email = config.adminEmail;
  let password = config.adminPassword;
  if (!email || !password) {
    if (!config.demo) {
      log('no administrator exists: set HAULBOARD_ADMIN_EMAIL and HAULBOARD_ADMIN_PASSWORD to create one');
      return;
    }
    email = DEMO_ADMIN_EMAIL;
    password = `Demo-${crypto.randomBytes(6).toString('base64url')}1!`;
  }
  const row = {
    userType: 'admin' as const,
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Alex',
    lastName: 'Morgan',
    username: 'admin',
    gender: 'Female',
    phoneNumber: '+1 555 0100',
    address: '100 Freight Way, Columbus, OH',
  };
  // Processes starting together on one database: the first one's administrator stands, the rest add none.
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
  if (!created) return;
  await fs.mkdir(config.dataDir, { recursive: true });
  if (!config.adminPassword) await fs.writeFile(adminLoginFile(config.dataDir), `${email}\n${password}\n`, { mode: 0o600 });
  log(`administrator created: ${email}${config.adminPassword ? '' : ` (password in ${adminLoginFile(config.dataDir)}; run \`pnpm admin-login\`)`}`);
}
