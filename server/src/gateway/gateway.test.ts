import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { errorsPlugin } from '../plugins/errors';
import { gatewayPlugin } from './index';
import { remoteOriginsOf } from './security-headers';

const INDEX =
  '<!doctype html><html><head><title>Haulboard</title><script defer src="/static/js/index.0123456789.js"></script></head><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const REMOTE_INDEX =
  '<!DOCTYPE html><html><head><title>Sign-in (standalone)</title><script defer src="static/js/index.b4eecf3262.js"></script></head><body><div id="root"></div></body></html>';
// The build's statistics: every shared dependency's version and the sources' paths.
const MF_STATS = JSON.stringify({ id: 'auth', shared: [{ name: 'react', version: '19.3.1' }], exposes: [{ path: './src/expose/login.tsx' }] });

function write(file: string, body: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

describe('the one-URL gateway', () => {
  let root: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-web-'));
    const host = path.join(root, 'host', 'dist');
    write(path.join(host, 'index.html'), INDEX);
    write(path.join(host, 'remotes.json'), JSON.stringify({ auth: '/remotes/auth/mf-manifest.json', chat: 'https://cdn.example.com/chat/mf-manifest.json' }));
    write(path.join(host, 'static/js/index.0123456789.js'), BIG_JS);
    write(path.join(host, 'static/js/index.0123456789.js.gz'), zlib.gzipSync(BIG_JS));
    write(path.join(host, 'static/js/index.0123456789.js.br'), zlib.brotliCompressSync(BIG_JS));
    write(path.join(root, 'remotes/auth/dist/mf-manifest.json'), '{"id":"auth"}');
    write(path.join(root, 'remotes/auth/dist/static/js/auth.abcdef0123.js'), 'var auth;');
    write(path.join(root, 'remotes/auth/dist/index.html'), REMOTE_INDEX);
    write(path.join(root, 'remotes/auth/dist/index.html.gz'), zlib.gzipSync(REMOTE_INDEX));
    write(path.join(root, 'remotes/auth/dist/mf-stats.json'), MF_STATS);
    write(path.join(root, 'remotes/auth/dist/mf-stats.json.gz'), zlib.gzipSync(MF_STATS));
    write(path.join(host, 'mf-stats.json'), MF_STATS);
    app = Fastify();
    await app.register(errorsPlugin);
    app.get('/api/health/', async () => ({ status: 'ok' }));
    await app.register(gatewayPlugin, {
      hostDir: host,
      remotesDir: path.join(root, 'remotes'),
      supportEmail: 'help@example.com',
    });
  });

  afterEach(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the host page for client routes, uncached, with the security headers', async () => {
    for (const url of ['/', '/login', '/admin/loads', '/admin/drivers/profile?email=a@b.c']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('puts the support address into the page for the Contact admin link', async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.body).toContain('<meta name="haulboard:support-email" content="help@example.com" />');
  });

  it('serves hashed assets compressed and cached for good', async () => {
    const gz = await app.inject({ url: '/static/js/index.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const br = await app.inject({ url: '/static/js/index.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/static/js/index.0123456789.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(BIG_JS);
  });

  it('serves remotes.json and each manifest uncached, and a remote area from its own folder', async () => {
    const remotes = await app.inject({ url: '/remotes.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toHaveProperty('auth');
    const manifest = await app.inject({ url: '/remotes/auth/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ url: '/remotes/auth/static/js/auth.abcdef0123.js' });
    expect(entry.body).toBe('var auth;');
    expect(entry.headers['cache-control']).toContain('immutable');
  });

  it("serves an area's standalone page with the pages' security headers", async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip' }]) {
      const res = await app.inject({ url: '/remotes/auth/index.html', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://cdn.example.com");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('does not serve the build statistics (dependency versions, source paths)', async () => {
    for (const url of [
      '/remotes/auth/mf-stats.json',
      '/remotes/auth/mf-stats.json.gz',
      '/mf-stats.json',
      '/remotes/auth/static/../mf-stats.json',
      '/remotes/auth/mf%2Dstats.json',
      '/remotes/auth/mf%252Dstats.json',
    ]) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });

  it('serves a redeployed area without a restart', async () => {
    fs.rmSync(path.join(root, 'remotes/auth/dist'), { recursive: true });
    write(path.join(root, 'remotes/auth/dist/mf-manifest.json'), '{"id":"auth","v":2}');
    expect((await app.inject({ url: '/remotes/auth/mf-manifest.json' })).json()).toEqual({ id: 'auth', v: 2 });
    write(path.join(root, 'remotes/loads/dist/mf-manifest.json'), '{"id":"loads"}');
    expect((await app.inject({ url: '/remotes/loads/mf-manifest.json' })).statusCode).toBe(200);
  });

  it('answers 404 for missing files, bad area names and path escapes, never the page', async () => {
    for (const url of [
      '/static/js/missing.0123456789.js',
      '/remotes/auth/nothing.js',
      '/remotes/..%2F..%2Fetc/passwd',
      '/remotes/Auth!/x.js',
      '/favicon.ico',
    ]) {
      const res = await app.inject({ url });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    }
    const escape = await app.inject({ url: '/remotes/auth/..%2F..%2F..%2Fhost%2Fdist%2Findex.html' });
    expect(escape.body).not.toContain('<div id="root">');
  });

  it('leaves /api/ to the API: unknown API paths answer a JSON detail', async () => {
    expect((await app.inject({ url: '/api/health/' })).json()).toEqual({ status: 'ok' });
    const res = await app.inject({ url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 503 with a detail when the web app is not built', async () => {
    fs.rmSync(path.join(root, 'host/dist/index.html'));
    const res = await app.inject({ url: '/login' });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/not built/);
  });
});

describe('remoteOriginsOf', () => {
  it('allows the origins of absolute remote URLs only', () => {
    expect(
      remoteOriginsOf({ a: '/remotes/a/mf-manifest.json', b: 'https://cdn.example.com/b/mf-manifest.json', c: 'not a url', d: 42, e: 'javascript:alert(1)' }),
    ).toEqual(['https://cdn.example.com']);
    expect(remoteOriginsOf(null)).toEqual([]);
  });
});
