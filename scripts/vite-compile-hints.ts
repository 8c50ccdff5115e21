import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// V8's explicit compile hint (Chromium 136+): every function of a file that opens with it is
// compiled eagerly, off the main thread while the file downloads, instead of on the main thread
// at its first call. Nearly every function of the start bundle runs as the app starts (decision 087).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Opens the chunk holding `entry` with the compile hint. V8 reads the hint only on a file's first
 * line, and Vite puts its preload map there after Rolldown's banners, with the compression plugin
 * compressing in the same step; so the hint goes in once the bundle is written, and that one file's
 * brotli and gzip copies are made again (as vite-plugin-compression2 makes them: best quality).
 */
export function compileHints(entry: string): Plugin {
  return {
    name: 'platewise:compile-hints',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => id.endsWith(entry))) continue;
        const file = path.join(dir, chunk.fileName);
        const code = COMPILE_HINT + (await readFile(file, 'utf8'));
        await writeFile(file, code);
        if (existsSync(`${file}.br`)) await writeFile(`${file}.br`, await brotli(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        if (existsSync(`${file}.gz`)) await writeFile(`${file}.gz`, await gzipped(code, { level: 9 }));
        // A source map, if built, gains the empty first line.
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
          await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
