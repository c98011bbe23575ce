import type { FastifyPluginAsync } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin with the name Fastify shows in its errors and plugin tree. Without one, Fastify looks
 * for the function among the exports of every loaded module (`require.cache`): a few entries in
 * the bundled server, but under Jest a proxy over its whole module registry, which cost about
 * 0.4 s of CPU for each of the hundreds of apps the server tests build.
 */
export function namedPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [DISPLAY_NAME]: name });
}
