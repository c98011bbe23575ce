import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = (globalThis as Record<string, unknown>).__HAULBOARD_PG__ as { stop: () => Promise<void>; dir: string } | undefined;
  if (!handle) return;
  await handle.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
