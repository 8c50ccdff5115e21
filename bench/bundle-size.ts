// First-load JavaScript: pnpm bench:bundle. Runs the production Vite build (the one `pnpm build`
// makes) into a temporary folder, then adds up, per page, the entry chunk, the page's route chunks
// and everything they import statically: what a browser must fetch before the page can render.
// Chunks the page loads later on its own (import(), React.lazy) are not counted. The browser tests
// hold each page to its budget on the build they run against (e2e/bundle-budget.test.ts).
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const KIB = 1024;

/** The pages measured, each with its first-load budget in gzip bytes. */
export const PAGES = [
  { label: 'landing page (/), signed out', route: 'src-client/routes/index.tsx', gzipBudget: 200 * KIB },
  { label: 'dashboard (/dashboard)', route: 'src-client/routes/dashboard.tsx', gzipBudget: 200 * KIB },
  { label: 'food log (/food-log)', route: 'src-client/routes/food-log.tsx', gzipBudget: 270 * KIB },
] as const;

export interface FirstLoad {
  label: string;
  files: number;
  bytes: number;
  gzip: number;
  gzipBudget: number;
}

/** The chunk files for these manifest keys and every chunk they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Each page's first-load JavaScript in a production build folder (vite.config.ts writes its manifest). */
export async function firstLoad(outDir: string): Promise<FirstLoad[]> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pages: FirstLoad[] = [];
  for (const { label, route, gzipBudget } of PAGES) {
    // The router splits each route file into chunks named after it (e.g. `?tsr-split=component`).
    const routeChunks = Object.keys(manifest).filter((key) => key.split('?')[0] === route);
    if (routeChunks.length === 0) throw new Error(`no chunk for ${route} in the Vite manifest`);
    const files = staticClosure(manifest, ['index.html', ...routeChunks]);
    let bytes = 0;
    let gzip = 0;
    for (const file of files) {
      const body = await readFile(path.join(outDir, file));
      bytes += body.length;
      gzip += gzipSync(body).length;
    }
    pages.push({ label, files: files.size, bytes, gzip, gzipBudget });
  }
  return pages;
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

async function main(): Promise<void> {
  // React and the router ship their production builds only when this says so.
  process.env.NODE_ENV = 'production';
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = await mkdtemp(path.join(tmpdir(), 'platewise-bundle-'));
  try {
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    console.log('\nFirst-load JavaScript, production build (gzip: zlib default level, file by file)\n');
    for (const page of await firstLoad(outDir)) {
      const met = page.gzip <= page.gzipBudget ? 'met' : 'MISSED';
      console.log(`${page.label}: ${page.files} files, ${kib(page.bytes)} (${page.bytes} bytes), ${kib(page.gzip)} gzip (${page.gzip} bytes) (budget ${kib(page.gzipBudget)} gzip: ${met})`);
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
