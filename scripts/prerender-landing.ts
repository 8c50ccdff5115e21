// A Vite build plugin: after the client is written, the landing page (src-client/prerender/landing.tsx)
// is built for Node, rendered once per language and written beside index.html as
// landing/<language>.html, compressed like every other file. The server sends it for `/` to a
// signed-out visitor, so the page paints from HTML before any script runs (decision 074).
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { languages, type Language } from '../src/domain/choices.ts';

const ENTRY = 'src-client/prerender/landing.tsx';
const LANDING_MODULE = `${path.sep}src-client${path.sep}features${path.sep}landing${path.sep}LandingPage.tsx`;

interface PrerenderModule {
  PRERENDERED_ID: string;
  renderLanding(language: Language): { html: string; title: string };
}

/** The chunk holding the landing page, with every chunk it imports: their styles and scripts. */
function landingFiles(bundle: Rolldown.OutputBundle): { css: string[]; js: string[] } {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const start = chunks.find((c) => !c.isEntry && c.moduleIds.some((id) => id.endsWith(LANDING_MODULE)));
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || chunk.isEntry || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) visit(chunks.find((c) => c.fileName === file));
  };
  visit(start);
  return { css: [...css], js: [...js] };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageFor(template: string, id: string, language: Language, rendered: { html: string; title: string }, files: { css: string[]; js: string[] }): string {
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error("index.html has no module script for the app's entry");
  // The painted page needs no script: the app, and the fetching of its code, start at the first
  // interaction (public/landing-start.js, decision 075), so nothing competes with the page.
  const head = files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  const page = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<script src="/landing-start.js" data-app="/${entry}" defer></script>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="${id}">${rendered.html}</div><div id="root" hidden></div>`);
  if (!page.includes(`<div id="${id}">`)) throw new Error('index.html has no <div id="root"></div> to prerender into');
  return page;
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let files: { css: string[]; js: string[] } = { css: [], js: [] };
  return {
    name: 'platewise:prerender-landing',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      files = landingFiles(bundle);
      if (files.js.length === 0) throw new Error(`no client chunk holds ${LANDING_MODULE}`);
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverOut = path.join(config.root, 'node_modules', '.platewise-prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        build: {
          ssr: ENTRY,
          outDir: serverOut,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
        },
      });
      const entry = path.join(serverOut, `${path.basename(ENTRY, '.tsx')}.mjs`);
      const { PRERENDERED_ID, renderLanding } = (await import(pathToFileURL(entry).href)) as PrerenderModule;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await mkdir(path.join(outDir, 'landing'), { recursive: true });
      for (const language of languages) {
        const page = pageFor(template, PRERENDERED_ID, language, renderLanding(language), files);
        const file = path.join(outDir, 'landing', `${language}.html`);
        await writeFile(file, page);
        await writeFile(`${file}.br`, brotliCompressSync(page));
        await writeFile(`${file}.gz`, gzipSync(page));
      }
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
