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

/** An empty database of its own (closed by the test). */
async function newDatabase() {
  const adminUrl = process.env.HAULBOARD_TEST_PG_URL!;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return createDb(withDatabase(adminUrl, name), 1);
}

it('0017 keeps phone-number logins without separators, and leaves two spellings of one number apart', async () => {
  const db = await newDatabase();
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

it("0019 makes each load's one document its first document, in the trash too, and drops the column", async () => {
  const db = await newDatabase();
  const older = migrationsBefore('0019_load_documents');
  try {
    await migrateDb(db, older);
    const sqlOf = (text: string, params: unknown[] = []) => db.$client.query(text, params);
    const owner = (
      await sqlOf("insert into users (user_type, email, password_hash, first_name, last_name) values ('admin', 'a@x.io', 'x', 'Ann', 'Lee') returning id")
    ).rows[0].id;
    await sqlOf(
      "insert into media_files (key, original_name, content_type, size, owner_id) values ('2026/aa.pdf', 'Rate con.pdf', 'application/pdf', 1234, $1), ('2026/bb.png', 'pod.png', 'image/png', 99, $1)",
      [owner],
    );
    const load = (document: string | null) =>
      sqlOf(
        `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, document)
         values ('L', 'A', 'B', '2026-03-10', '08:00', '2026-03-11', '09:00', 1, $1) returning id`,
        [document],
      ).then((r) => r.rows[0].id as number);
    const withDocument = await load('2026/aa.pdf');
    const without = await load(null);
    const trashed = await load('2026/bb.png');
    await sqlOf(`with gone as (delete from loads where id = $1 returning *) insert into deleted_loads (id, row) select id, to_jsonb(gone) from gone`, [
      trashed,
    ]);

    await migrateDb(db);

    const { rows } = await sqlOf('select load_id, kind, file_key, original_name, size, uploaded_by from load_documents order by id');
    expect(rows).toEqual([{ load_id: withDocument, kind: 'other', file_key: '2026/aa.pdf', original_name: 'Rate con.pdf', size: 1234, uploaded_by: owner }]);
    expect(rows.some((r) => r.load_id === without)).toBe(false);
    const inTrash = (await sqlOf('select documents from deleted_loads where id = $1', [trashed])).rows[0].documents;
    expect(inTrash).toMatchObject([{ load_id: trashed, kind: 'other', file_key: '2026/bb.png', original_name: 'pod.png', size: 99 }]);
    const columns = await sqlOf("select column_name from information_schema.columns where table_name = 'loads' and column_name = 'document'");
    expect(columns.rows).toEqual([]);
  } finally {
    await db.$client.end();
    fs.rmSync(older, { recursive: true, force: true });
  }
});

it('0024 makes each broker text one broker, in the trash too, matching case and spaces, and links every load', async () => {
  const db = await newDatabase();
  const older = migrationsBefore('0024_brokers');
  try {
    await migrateDb(db, older);
    const sqlOf = (text: string, params: unknown[] = []) => db.$client.query(text, params);
    const load = (broker: string | null) =>
      sqlOf(
        `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, broker, price)
         values ('L', 'A', 'B', '2026-03-10', '08:00', '2026-03-11', '09:00', 1, $1, 100) returning id`,
        [broker],
      ).then((r) => r.rows[0].id as number);
    const acme = [await load('Acme Logistics'), await load('acme  logistics '), await load('Acme Logistics')];
    const none = [await load(null), await load('   ')];
    const onlyTrashed = await load('Blue Sky Freight');
    const trashedAcme = await load('ACME LOGISTICS');
    for (const id of [onlyTrashed, trashedAcme]) {
      await sqlOf('with gone as (delete from loads where id = $1 returning *) insert into deleted_loads (id, row) select id, to_jsonb(gone) from gone', [id]);
    }
    const figuresBefore = (await sqlOf('select sum(loads)::int as loads from load_day_figures')).rows[0].loads;

    await migrateDb(db);

    const brokers = (await sqlOf('select id, name, payment_terms_days from brokers order by name')).rows;
    expect(brokers.map((b) => [b.name, b.payment_terms_days])).toEqual([
      ['Acme Logistics', 30],
      ['Blue Sky Freight', 30],
    ]);
    const [acmeId, blueId] = brokers.map((b) => b.id as number);
    const loads = (await sqlOf('select id, broker, broker_id from loads order by id')).rows;
    for (const id of acme) expect(loads.find((l) => l.id === id)).toMatchObject({ broker: 'Acme Logistics', broker_id: acmeId });
    for (const id of none) expect(loads.find((l) => l.id === id)?.broker_id).toBeNull();
    const trash = (await sqlOf("select id, row->>'broker' as broker, (row->>'broker_id')::int as broker_id from deleted_loads order by id")).rows;
    expect(trash).toEqual([
      { id: onlyTrashed, broker: 'Blue Sky Freight', broker_id: blueId },
      { id: trashedAcme, broker: 'Acme Logistics', broker_id: acmeId },
    ]);
    // The summaries follow the rewritten spellings through their triggers: nothing counted twice or lost.
    expect((await sqlOf('select sum(loads)::int as loads from load_day_figures')).rows[0].loads).toBe(figuresBefore);
    const byBroker = (await sqlOf("select broker, sum(loads)::int as loads from load_day_figures where broker <> '' group by broker having sum(loads) > 0"))
      .rows;
    expect(byBroker).toEqual([{ broker: 'Acme Logistics', loads: 3 }]);
  } finally {
    await db.$client.end();
    fs.rmSync(older, { recursive: true, force: true });
  }
});
