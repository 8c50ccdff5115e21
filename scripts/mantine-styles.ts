// Which of @mantine/core's style sheets the client needs: src-client/app/mantine-styles.ts imports
// these instead of the whole `styles.css` (decision 088), and a unit test holds the two equal.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** An installed @mantine package's folder (found through its style sheet: `package.json` is not exported). */
const packageDir = (name: string) => path.dirname(require.resolve(`@mantine/${name}/styles.css`));

/** Files under a folder, at any depth, whose names pass a test. */
const filesUnder = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => keep(path.basename(file))).map((file) => path.join(dir, file));

/** Names imported from '@mantine/core' in these files (`import { A, type B } from '@mantine/core'`). */
function coreImports(files: string[], quote: "'" | '"'): Set<string> {
  const pattern = new RegExp(`import \\{([^}]+)\\} from ${quote}@mantine/core${quote}`, 'g');
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/**
 * Mantine ships each component's CSS module as `<Name>.module.mjs` (its class names) beside the code,
 * and its CSS as `styles/<Name>.css`. Following the relative imports from every @mantine/core export
 * the client (or another @mantine package it uses) imports reaches each module a component draws
 * with, its inner components' included. Returned in the order of Mantine's own `styles.css`, which
 * puts a component after those it builds on, after the three global sheets every component needs.
 */
export function mantineStylesNeeded(clientDir: string, otherPackages: readonly string[] = ['charts', 'dates', 'notifications']): string[] {
  const core = packageDir('core');
  const esm = path.join(core, 'esm');
  const exported = new Map<string, string>();
  for (const match of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(/import \{([^}]+)\} from "\.\/([^"]+)"/g)) {
    for (const part of match[1]!.split(',')) exported.set(part.trim().split(' as ').pop()!, path.join(esm, match[2]!));
  }
  const names = coreImports(filesUnder(clientDir, (n) => /\.tsx?$/.test(n) && !n.includes('.test.')), "'");
  for (const pkg of otherPackages) for (const n of coreImports(filesUnder(path.join(packageDir(pkg), 'esm'), (n) => n.endsWith('.mjs')), '"')) names.add(n);

  const seen = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.module.mjs')) modules.add(path.basename(file, '.module.mjs'));
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.{1,2}\/[^"]+)"/g)) visit(path.resolve(path.dirname(file), match[1]!));
  };
  for (const name of names) {
    const file = exported.get(name);
    if (file) visit(file);
  }

  const all = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const position = new Map<string, number>();
  for (const name of modules) {
    const at = all.indexOf(readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8').trim().slice(0, 200));
    if (at < 0) throw new Error(`styles/${name}.css is not part of @mantine/core/styles.css`);
    position.set(name, at);
  }
  const components = [...modules].sort((a, b) => position.get(a)! - position.get(b)!);
  return ['baseline', 'default-css-variables', 'global', ...components];
}
