// `pnpm seed` / `pnpm admin-login`: demo data, benchmark volumes, and the generated admin login.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb, migrateDb } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { adminLoginFile, ensureAdmin } from './admin';
import { seedBulk } from './bulk';
import { seedDemoIfEmpty } from './demo';

const USAGE = `Usage: pnpm seed [options]        (from the repository root or server/)

  --print-admin      print the generated admin login kept in the data folder
  --demo             create the admin (if none) and the demo company (if the database has no trucks and no loads)
  --loads N          add N loads (assigned, delivered and unassigned, with their assignments)
  --drivers N        add N drivers (login = phone number, password Driver-bulk1!), with check-ins
  --trucks N         add N trucks (two new drivers on each)
  --messages N       add a conversation of N messages between the admin and one driver
  --audit N          add N audit-trail events over the last two years (the activity list's benchmark)
  --bill             settle and invoice the delivered loads not yet settled or invoiced (done after --loads anyway)

The database is DATABASE_URL, else the embedded PostgreSQL in HAULBOARD_DATA_DIR (default ./data);
stop the server first when it uses the same embedded database.`;

const log = (m: string) => console.log(`[seed] ${m}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  return n;
}

class UsageError extends Error {}
/** A known refusal: printed without a stack trace. */
class RefusalError extends Error {}

function printAdmin(dataDir: string): void {
  const file = adminLoginFile(dataDir);
  let lines: string[];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    console.log(
      `No generated admin login in ${file}.\n` +
        'The administrator was created from HAULBOARD_ADMIN_EMAIL and HAULBOARD_ADMIN_PASSWORD (use that password), or none exists yet:\n' +
        'set HAULBOARD_ADMIN_EMAIL and HAULBOARD_ADMIN_PASSWORD and start the server (pnpm start) to create one.',
    );
    return;
  }
  console.log(`Email:    ${lines[0]}\nPassword: ${lines[1]}\n(as generated on first start; if it was changed in the profile since, use the new one)`);
}

async function main(): Promise<number> {
  // `pnpm seed -- --loads N` hands the `--` on through the workspace script: it separates nothing here.
  const args = process.argv.slice(2);
  if (args[0] === '--') args.shift();
  const { values } = parseArgs({
    args,
    options: {
      'print-admin': { type: 'boolean' },
      demo: { type: 'boolean' },
      loads: { type: 'string' },
      drivers: { type: 'string' },
      trucks: { type: 'string' },
      messages: { type: 'string' },
      audit: { type: 'string' },
      bill: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const config = loadConfig();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // Reading a file needs no database, and must work while the server runs.
  if (values['print-admin']) {
    printAdmin(config.dataDir);
    return 0;
  }
  const bulk = {
    loads: count(values.loads, 'loads'),
    drivers: count(values.drivers, 'drivers'),
    trucks: count(values.trucks, 'trucks'),
    messages: count(values.messages, 'messages'),
    audit: count(values.audit, 'audit'),
  };
  const wantsBulk = Object.values(bulk).some((n) => n > 0) || values.bill === true;
  if (!values.demo && !wantsBulk) {
    console.log(USAGE);
    return 2;
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  let t = performance.now();
  if (!databaseUrl) {
    // The folder's lock refuses while a server runs on it: a second postmaster would corrupt it.
    embedded = await startEmbeddedPostgres(config.dataDir, log).catch((err: Error) => {
      throw /Another Haulboard process/.test(err.message) ? new RefusalError(`${err.message} (or set DATABASE_URL)`) : err;
    });
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL in ${path.join(config.dataDir, 'pg')} started in ${seconds(performance.now() - t)}`);
  }
  const db = createDb(databaseUrl, 4);
  const stopping = async () => {
    await db.$client.end().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
  };
  // Ctrl-C must not leave the embedded PostgreSQL running.
  process.once('SIGINT', () => void stopping().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stopping().finally(() => process.exit(143)));
  try {
    t = performance.now();
    await migrateDb(db);
    log(`migrations applied in ${seconds(performance.now() - t)}`);

    if (values.demo) {
      t = performance.now();
      // --demo asks for the demo admin too, whatever HAULBOARD_DEMO says.
      await ensureAdmin(db, { ...config, demo: true }, log);
      const demo = await seedDemoIfEmpty(db, config, log);
      if (!demo) log('demo data skipped: the database already has trucks or loads');
      log(`demo step took ${seconds(performance.now() - t)}`);
    }
    if (wantsBulk) {
      await ensureAdmin(db, config, log);
      log(`bulk: adding ${bulk.drivers} drivers, ${bulk.trucks} trucks, ${bulk.loads} loads, ${bulk.messages} messages, ${bulk.audit} audit events ...`);
      const s = await seedBulk(db, { ...bulk, bill: values.bill === true });
      log(
        `bulk: ${s.drivers} drivers, ${s.trucks} trucks, ${s.loads} loads (${s.assignments} assignments), ${s.checkIns} check-ins, ` +
          `${s.messages} messages, ${s.auditEvents} audit events, ${s.settlements} settlements, ${s.invoices} invoices in ${seconds(s.ms)}`,
      );
      if (s.conversationDriverId !== null) log(`conversation: admin with driver id ${s.conversationDriverId}`);
    }
    return 0;
  } finally {
    t = performance.now();
    await stopping();
    if (embedded) log(`embedded PostgreSQL stopped in ${seconds(performance.now() - t)}`);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`[seed] ${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err instanceof RefusalError ? `[seed] ${err.message}` : err);
    process.exit(1);
  },
);
