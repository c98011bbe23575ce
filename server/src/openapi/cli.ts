import fs from 'node:fs';
import { buildOpenapiDocument, COMMITTED_DOCUMENT, formatDocument } from './document';

/** `pnpm openapi` writes server/openapi.json; `pnpm openapi --check` fails when it is stale. */
async function main() {
  const text = formatDocument(await buildOpenapiDocument());
  const file = process.env.HAULBOARD_OPENAPI_FILE ?? COMMITTED_DOCUMENT;
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== text) {
      console.error(`${file} is not what the routes generate: run pnpm --filter @haulboard/server openapi and commit it.`);
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(file, text);
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
