import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateDb, migrationsFolder } from '../src/db/client';
import { withDatabase } from './global-setup';

/** The migrations up to `tag` (excluded), as a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  for (const later of journal.entries.slice(at)) fs.rmSync(path.join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('0017 keeps phone-number logins without separators, and leaves two spellings of one number apart', async () => {
  const adminUrl = process.env.HAULBOARD_TEST_PG_URL!;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const db = createDb(withDatabase(adminUrl, name), 1);
  const older = migrationsBefore('0017_normalize_phone_logins');
  try {
    await migrateDb(db, older);
    const add = (email: string) =>
      db.$client.query("insert into users (user_type, email, password_hash, first_name, last_name) values ('driver', $1, 'x', 'A', 'B') returning id", [email]);
    const spaced = (await add(' +1 555 0199')).rows[0].id;
    const mail = (await add('ann@example.com')).rows[0].id;
    const twinA = (await add('+1 (555) 010-2001')).rows[0].id;
    const twinB = (await add('+15550102001')).rows[0].id;

    await migrateDb(db);

    const { rows } = await db.$client.query<{ id: number; email: string }>('select id, email from users order by id');
    const email = (id: number) => rows.find((r) => r.id === id)?.email;
    expect(email(spaced)).toBe('+15550199');
    expect(email(mail)).toBe('ann@example.com');
    expect([email(twinA), email(twinB)]).toEqual(['+1 (555) 010-2001', '+15550102001']);
  } finally {
    await db.$client.end();
    fs.rmSync(older, { recursive: true, force: true });
  }
});
