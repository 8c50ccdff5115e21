// First-load JavaScript: pnpm bench:bundle. Runs the production Vite build (the one `pnpm build`
// makes) into a temporary folder with a manifest, then adds up, per page, the entry chunk, the
// page's route chunks and everything they import statically: what a browser must fetch before the
// page can render. Chunks the page loads later on its own (import(), React.lazy) are not counted.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// The landing page's budget is the one its e2e test holds it to.
const PAGES = [
  { label: 'landing page (/), signed out', route: 'src-client/routes/index.tsx', gzipBudget: 250 * 1024 },
  { label: 'dashboard (/dashboard)', route: 'src-client/routes/dashboard.tsx', gzipBudget: 200 * 1024 },
  // No budget of its own: Lighthouse's score is the food log's goal.
  { label: 'food log (/food-log)', route: 'src-client/routes/food-log.tsx' },
];

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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  // React and the router ship their production builds only when this says so.
  process.env.NODE_ENV = 'production';
  const outDir = await mkdtemp(path.join(tmpdir(), 'platewise-bundle-'));
  try {
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    console.log('\nFirst-load JavaScript, production build (gzip: zlib default level, file by file)\n');
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
      const budget = gzipBudget ? ` (budget ${kib(gzipBudget)} gzip: ${gzip <= gzipBudget ? 'met' : 'MISSED'})` : '';
      console.log(`${label}: ${files.size} files, ${kib(bytes)} (${bytes} bytes), ${kib(gzip)} gzip (${gzip} bytes)${budget}`);
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
