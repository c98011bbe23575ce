// Build-time (Node) helper every app's rsbuild.config.ts calls, so the federation options,
// the shared singletons and the chunk timeout can never drift between apps.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../federation/constants';
import { pluginBuildMarker } from './build-marker';
import { pluginPrecompress } from './precompress';

/** `@haulboard/shared` itself; an explicit range, since `workspace:*` would land in the manifest. */
export const SHARED_PACKAGE_VERSION = '0.1.0';
export const SHARED_ENTRIES = ['contracts', 'bus', 'session', 'api', 'ui', 'ui-parts', 'format', 'federation', 'chat-dock', 'router', 'live'] as const;

const singleton = (requiredVersion: string) => ({
  singleton: true,
  requiredVersion,
});

/**
 * One copy of each in the page. Subpaths are separate share keys (`react-dom` does not
 * cover `react-dom/client`). Shared modules are not tree-shaken, so the big libraries
 * travel inside the entry of ours that re-exports the parts the suite uses, one copy,
 * cut to size: Chakra in `ui`, React Router in `router`, rxjs's subjects in `bus`
 * (docs/adr/004). Apps import them only through those entries. react-hook-form is not one:
 * a form's context never leaves its area, so each area bundles the part it uses
 * (`@haulboard/shared/forms`, like `list-state`, `query` and `api/admin`, holds no page state).
 * Emotion is not one either: only Chakra uses it, and Chakra travels in the `ui` and `ui-parts`
 * shares the host provides, so one copy rides with them; as a share of its own its helpers were
 * bundled twice (every admin route -3.0 KiB gzip without it).
 */
export const sharedDependencies = {
  react: singleton('^19.3.0'),
  'react/jsx-runtime': singleton('^19.3.0'),
  'react/jsx-dev-runtime': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/client': singleton('^19.3.0'),
  'single-spa': singleton('^6.0.3'),
  'single-spa-react': singleton('^6.0.2'),
  '@tanstack/react-query': singleton('^5.90.0'),
  ...Object.fromEntries(
    SHARED_ENTRIES.map((e) => [
      `@haulboard/shared/${e}`,
      {
        singleton: true,
        requiredVersion: `^${SHARED_PACKAGE_VERSION}`,
        version: SHARED_PACKAGE_VERSION,
      },
    ]),
  ),
};

/** Dev-server ports; the host's dev `remotes.json` points at them. */
export const DEV_PORTS = {
  host: 3000,
  auth: 3001,
  dashboard: 3002,
  chat: 3003,
  loads: 3004,
  people: 3005,
  fleet: 3006,
  reports: 3007,
} as const;
export type AppName = keyof typeof DEV_PORTS;
export const API_DEV_ORIGIN = `http://localhost:${process.env.PORT ?? 8080}`;

const require_ = createRequire(import.meta.url);
/** @chakra-ui/react's theme folder, for the `chakra-theme/*` alias (see ui/system.ts). */
export const CHAKRA_THEME_DIR = path.join(path.dirname(require_.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme');

/**
 * The CommonJS federation SDK and error codes the host's federation runtime (runtime-core) runs
 * on, found the way it finds them: the host hands these very modules to the remotes
 * (provide-federation-helpers.cjs, through the `haulboard-federation-*` aliases).
 */
function federationHelperPaths() {
  let from = createRequire(require_.resolve('@module-federation/rsbuild-plugin'));
  for (const pkg of ['@module-federation/enhanced', '@module-federation/runtime-tools', '@module-federation/runtime-core'])
    from = createRequire(from.resolve(pkg));
  return {
    'haulboard-federation-sdk$': from.resolve('@module-federation/sdk'),
    'haulboard-federation-error-codes$': from.resolve('@module-federation/error-codes'),
  };
}

/**
 * The federation plugin imports its bundler runtime by the path of its CommonJS build, which the
 * bundler cannot tree-shake; a production remote (no remote loading of its own, runtime-core from
 * the host) takes the ES module build instead, and its entry loses what those flags turn off
 * (about 1 KiB gzip: reports' entry 9.6 -> 8.6). The host keeps the CommonJS one: there the ES build
 * came out larger (a second copy beside the runtime-core it hands to the remotes).
 */
function esmBundlerRuntime() {
  const cjs = createRequire(createRequire(require_.resolve('@module-federation/rsbuild-plugin')).resolve('@module-federation/enhanced')).resolve(
    '@module-federation/webpack-bundler-runtime',
  );
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}

export type AppOptions = {
  /** The federation name: `host`, or the area (`auth`, `loads`, ...). */
  name: AppName;
  /** Screens a remote exposes, `./Name` -> file. */
  exposes?: Record<string, string>;
  /** Page title of the app's own page (the host's, or a remote's standalone page). */
  title: string;
  /** Extra Rsbuild options merged on top. */
  extra?: RsbuildConfig;
};

/**
 * Rsbuild 2's default targets with Safari from 16.4 (March 2023) rather than 16.0: before 16.3
 * Safari mis-scoped default parameters, so every `(a = {})` was rewritten into `arguments` checks.
 */
export const BROWSERS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16.4'];

/** The whole Rsbuild config of one app of the suite. */
export function defineAppConfig({ name, exposes, title, extra = {} }: AppOptions) {
  const isHost = name === 'host';
  // Production remotes use the host's federation runtime (and its SDK and error codes) instead of
  // carrying their own (each remote entry halves, then loses 5 KiB gzip more). In dev a remote keeps its own, so its standalone page works.
  const port = DEV_PORTS[name];
  return defineConfig(({ command }) => {
    const externalRuntime = !isHost && command === 'build';
    return {
      ...extra,
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name: isHost ? 'haulboard_host' : name,
          exposes,
          shared: sharedDependencies,
          // An offline remote cannot stop the shell from starting.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: isHost ? [fileURLToPath(new URL('./provide-federation-helpers.cjs', import.meta.url))] : undefined,
          experiments: isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : // Remotes never load remotes themselves: they go through the host's loader.
              {
                externalRuntime,
                optimization: { target: 'web', disableRemote: true },
              },
        }),
        pluginPrecompress(),
        ...(extra.plugins ?? []),
        // Last: a dist/ without it is an unfinished build (scripts/ensure-built.mjs).
        pluginBuildMarker(),
      ],
      html: { title, ...extra.html },
      resolve: {
        ...extra.resolve,
        alias: { 'chakra-theme': CHAKRA_THEME_DIR, ...(isHost ? federationHelperPaths() : {}), ...(externalRuntime ? esmBundlerRuntime() : {}) },
      },
      server: {
        port,
        strictPort: true,
        // Every app proxies the API, so the same `/api/` base works in dev and behind the gateway.
        proxy: { '/api': { target: API_DEV_ORIGIN, ws: true } },
        headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        ...extra.server,
      },
      dev: {
        // Lazy compilation breaks a remote's own page after the host has consumed it.
        lazyCompilation: false,
        // A remote's chunks must be fetched from the remote's own dev server.
        assetPrefix: isHost ? '/' : `http://localhost:${port}/`,
        ...extra.dev,
      },
      output: {
        // The host lives at `/`; each remote at `/remotes/<area>/` on the gateway, or anywhere a
        // CDN puts it: `auto` resolves chunks against the remote entry's own URL.
        assetPrefix: isHost ? '/' : 'auto',
        overrideBrowserslist: BROWSERS,
        // Three compress passes instead of one: -0.2 to -0.4 KiB gzip a route, the build no slower.
        minify: { js: true, css: true, jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
        ...extra.output,
      },
      performance: {
        chunkSplit: { strategy: 'split-by-experience' },
        ...extra.performance,
      },
      tools: {
        ...extra.tools,
        rspack: {
          output: {
            chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
            uniqueName: `haulboard_${name}`,
          },
          // With the external runtime, the federation SDK and its error codes come from the host too
          // (provide-federation-helpers.cjs), not a copy in each remote entry.
          externals: externalRuntime
            ? { '@module-federation/sdk': 'global _HAULBOARD_MF_SDK', '@module-federation/error-codes': 'global _HAULBOARD_MF_ERRORS' }
            : undefined,
        },
      },
    };
  });
}
