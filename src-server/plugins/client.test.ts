import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPlugin } from './client.ts';

// A client build in miniature, laid out as `vite build` writes it: hashed assets with .br and .gz beside them.
const script = `console.log(${JSON.stringify('platewise '.repeat(400))});`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const landing = (language: string) => `<!doctype html><html lang="${language}"><body><main>landing</main>${'<!-- padding -->'.repeat(100)}</body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'platewise-client-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'landing'));
  const files = [['index.html', page], ['assets/index-B1x2c3D4.js', script], ...['en', 'es', 'de'].map((l) => [`landing/${l}.html`, landing(l)])];
  for (const [file, body] of files as [string, string][]) {
    await writeFile(path.join(dir, file), body);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(body));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(body));
  }
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  app = Fastify();
  await app.register(cookie);
  app.decorate('env', { NODE_ENV: 'production' } as FastifyInstance['env']);
  await app.register(clientPlugin, { serveClient: true, clientDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('sends hashed assets as brotli or gzip, cached for a year as immutable', async () => {
    const br = await app.inject({ url: '/assets/index-B1x2c3D4.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await app.inject({ url: '/assets/index-B1x2c3D4.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-B1x2c3D4.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates the page itself, at / and at every client route, compressed too', async () => {
    for (const url of ['/', '/food-log', '/dashboard']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' }, cookies: { platewise_session: 'a-session' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    // An unhashed file (the service worker) is revalidated as well, answered 304 when unchanged.
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(sw.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a path that is no screen with the app and HTTP 404, and a screen with 200', async () => {
    const missing = await app.inject({ url: '/no-such-page', cookies: { platewise_session: 'a-session' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(page);
    expect((await app.inject({ url: '/progress?tab=weight' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/dashboard/' })).statusCode).toBe(200);
  });

  it('sends a signed-out visitor of / the landing page rendered in their language, the saved choice first', async () => {
    const read = async (headers: Record<string, string>, cookies: Record<string, string> = {}) => {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip', ...headers }, cookies });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-language/i);
      return gunzipSync(res.rawPayload).toString();
    };
    expect(await read({})).toBe(landing('en'));
    expect(await read({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe(landing('de'));
    expect(await read({ 'accept-language': 'fr-FR,es;q=0.5' })).toBe(landing('es'));
    expect(await read({ 'accept-language': 'de-DE' }, { platewise_language: 'es' })).toBe(landing('es'));
    // Signed in, `/` is the dashboard: the app shell, never a flash of the landing page.
    expect(await read({ 'accept-language': 'de-DE' }, { platewise_session: 'a-session' })).toBe(page);
    // Other routes stay the app shell, signed in or not.
    expect((await app.inject({ url: '/food-log', headers: { 'accept-language': 'de-DE' } })).body).toBe(page);
  });

  it('keeps /api misses as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the development server', () => {
  const page = (url: string, accept = 'text/html,application/xhtml+xml') => ({ method: 'GET', url, headers: { accept } });
  it('takes a page request for a path that is no screen as missing, and leaves screens, files and Vite paths to Vite', async () => {
    const { isMissingPage } = await import('./client.ts');
    expect(isMissingPage(page('/no-such-page'))).toBe(true);
    expect(isMissingPage(page('/food-log?date=2026-11-20'))).toBe(false);
    expect(isMissingPage(page('/'))).toBe(false);
    expect(isMissingPage(page('/src-client/main.tsx'))).toBe(false);
    expect(isMissingPage(page('/@vite/client'))).toBe(false);
    expect(isMissingPage(page('/no-such-page', 'application/json'))).toBe(false);
  });
});
