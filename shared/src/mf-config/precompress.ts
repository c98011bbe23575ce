import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Writes `.br` and `.gz` beside every text asset once, at build time, at the best levels. */
export function precompressDir(dir: string): void {
  for (const file of files(dir)) {
    if (!TEXT.test(file) || file.endsWith('.map')) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
}

/** Any static host (the gateway, nginx `gzip_static`, a CDN) can then send the compressed files as they are. */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'haulboard:precompress',
  setup(api) {
    api.onAfterBuild(({ isFirstCompile }) => {
      if (isFirstCompile) precompressDir(api.context.distPath);
    });
  },
});
