import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * What a finished build leaves in dist/, written last (scripts/ensure-built.mjs reads it, under
 * the same name). Rsbuild empties dist/ when a build starts, so a build killed or failed midway
 * has none, however much of dist/ it wrote: it is never taken for a fresh one.
 */
export const BUILD_MARKER = '.build-complete';

/** The marker's content: the mode the build ran in, and when it started (sources changed after it may not be in it). */
export type BuildMarker = { mode: string; startedAt: number };

/** Writes BUILD_MARKER after a build without errors, once every other plugin's work (precompression) is done. */
export const pluginBuildMarker = (): RsbuildPlugin => ({
  name: 'haulboard:build-marker',
  setup(api) {
    let startedAt = Date.now();
    api.onBeforeBuild(() => {
      startedAt = Date.now();
    });
    api.onAfterBuild({
      order: 'post',
      handler: ({ stats }) => {
        if (!stats || stats.hasErrors()) return;
        const marker: BuildMarker = { mode: api.getNormalizedConfig().mode, startedAt };
        fs.writeFileSync(path.join(api.context.distPath, BUILD_MARKER), JSON.stringify(marker));
      },
    });
  },
});
