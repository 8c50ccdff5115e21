import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './vite-compile-hints.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

type WriteBundle = (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;

describe('compileHints', () => {
  it("opens the start chunk with V8's hint, above Vite's preload map, and remakes its compressed copies", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hints-'));
    const code = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./b.js";a();\n';
    await writeFile(path.join(dir, 'main.js'), code);
    await writeFile(path.join(dir, 'main.js.br'), 'stale');
    await writeFile(path.join(dir, 'main.js.gz'), 'stale');
    await writeFile(path.join(dir, 'main.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    await writeFile(path.join(dir, 'other.js'), 'export const x = 1;\n');
    const bundle = {
      'main.js': { type: 'chunk', fileName: 'main.js', moduleIds: ['/app/node_modules/react/index.js', '/app/src-client/main.tsx'] },
      'other.js': { type: 'chunk', fileName: 'other.js', moduleIds: ['/app/src-client/other.ts'] },
    };
    await (compileHints('/src-client/main.tsx').writeBundle as unknown as WriteBundle)({ dir }, bundle);

    const written = await readFile(path.join(dir, 'main.js'));
    expect(written.toString()).toBe(COMPILE_HINT + code);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'main.js.br')))).toEqual(written);
    expect(gunzipSync(await readFile(path.join(dir, 'main.js.gz')))).toEqual(written);
    expect(JSON.parse(await readFile(path.join(dir, 'main.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(await readFile(path.join(dir, 'other.js'), 'utf8')).toBe('export const x = 1;\n');
  });
});
