import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../lib/http-errors';
import { pageSecurityHeaders, remoteOriginsOf } from './security-headers';

export type GatewayOptions = {
  /** The host's build: index.html, remotes.json, static/. */
  hostDir: string;
  /** One folder per area, each with the area's build in `<area>/dist`. */
  remotesDir: string;
  /** Put into the page for the sign-in screen's 'Contact admin' link. */
  supportEmail: string;
};

// Rsbuild names hashed files `name.<hash>.js`: those never change, so cache them for good.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|wasm)$/i;
const AREA = /^[a-z][a-z0-9-]{0,40}$/;
// Module Federation's build statistics list every dependency's version and the sources' paths,
// which only help someone looking for a weakness; the runtime reads mf-manifest.json alone.
const PRIVATE_FILE = /(^|\/)mf-stats\.json(\.(br|gz))?$/i;

/** True for a file never served, however its name is spelled: encoded (static decodes it again), or reached through `..`. */
function isPrivate(file: string): boolean {
  let name = file;
  for (let i = 0; i < 3; i += 1) {
    try {
      const decoded = decodeURIComponent(name);
      if (decoded === name) break;
      name = decoded;
    } catch {
      break;
    }
  }
  return PRIVATE_FILE.test(path.posix.normalize(`/${name.replace(/\\/g, '/')}`));
}

/** Caches a file's derived form until the file changes (a redeploy replaces it). */
function cachedByMtime<T>(file: string, derive: (text: string) => T) {
  let cache: { mtimeMs: number; size: number; value: T } | null = null;
  return (): T | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!cache || cache.mtimeMs !== stat.mtimeMs || cache.size !== stat.size) {
      cache = { mtimeMs: stat.mtimeMs, size: stat.size, value: derive(fs.readFileSync(file, 'utf8')) };
    }
    return cache.value;
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The one-URL gateway: the host at `/` (its page for every client route), each remote at
 * `/remotes/<area>/`, and `remotes.json`, beside the API. Hashed assets are served
 * compressed and cached for good; pages, remotes.json and manifests are `no-cache`, so an
 * area is redeployed by replacing its folder.
 */
export const gatewayPlugin = fp(async (app: FastifyInstance, opts: GatewayOptions) => {
  const remotesJson = path.join(opts.hostDir, 'remotes.json');
  const origins = cachedByMtime(remotesJson, (text) => {
    try {
      return remoteOriginsOf(JSON.parse(text));
    } catch {
      return [];
    }
  });
  const indexHtml = cachedByMtime(path.join(opts.hostDir, 'index.html'), (html) =>
    html.replace('</head>', `<meta name="haulboard:support-email" content="${escapeAttr(opts.supportEmail)}" /></head>`),
  );

  await app.register(fastifyStatic, {
    root: opts.hostDir,
    serve: false,
    // The build writes .br and .gz beside every text asset; the best one the browser takes is sent.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, file) {
      res.setHeader('x-content-type-options', 'nosniff');
      // `file` is the .br/.gz twin when a compressed copy is sent.
      const served = file.replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Any page served as a file (an area's standalone index.html) gets the host page's protection.
      if (served.endsWith('.html')) for (const [name, value] of Object.entries(pageSecurityHeaders(origins() ?? []))) res.setHeader(name, value);
    },
  });

  const sendPage = (reply: FastifyReply) => {
    const html = indexHtml();
    if (html === null) throw new HttpError(503, 'The web app is not built. Run pnpm build.');
    return reply
      .headers(pageSecurityHeaders(origins() ?? []))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const publicRoute = { config: { public: true }, logLevel: 'warn' as const };

  app.get('/remotes/:area/*', publicRoute, async (request, reply) => {
    const { area, '*': file } = request.params as { area: string; '*': string };
    if (!AREA.test(area) || !file || isPrivate(file)) throw new HttpError(404, 'Not found.');
    return reply.sendFile(file, path.join(opts.remotesDir, area, 'dist'));
  });

  app.get('/*', publicRoute, async (request, reply) => {
    const url = (request.params as { '*': string })['*'];
    if (url === 'api' || url.startsWith('api/') || isPrivate(url)) throw new HttpError(404, 'Not found.');
    if (url === '' || url === 'index.html') return sendPage(reply);
    const file = path.join(opts.hostDir, url);
    if (file.startsWith(opts.hostDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(url);
    }
    // A missing asset is a 404; any other path is a client route the host draws.
    if (/\.[a-z0-9]{1,8}$/i.test(url)) throw new HttpError(404, 'Not found.');
    return sendPage(reply);
  });
});
