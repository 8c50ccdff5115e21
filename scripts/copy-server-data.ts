// Part of `pnpm build`: the compiled server reads its data files (migrations aside: the food seed,
// recipe files…) relative to its own modules, so each one is copied to the same place under
// dist-server/. The rule is by kind, not by name: every file under these folders that the compiler
// does not emit, except tests and their fixtures.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const OUT = 'dist-server';
const FOLDERS = ['src', 'src-server', 'db'];
const isTypeScript = /\.(ts|tsx|mts|cts)$/;
const isTest = (file: string) => /\.test\./.test(file) || file.split(path.sep).includes('test');

let copied = 0;
for (const folder of FOLDERS) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isTypeScript.test(file) || isTest(file)) continue;
    mkdirSync(path.join(OUT, entry.parentPath), { recursive: true });
    copyFileSync(file, path.join(OUT, file));
    copied++;
  }
}
console.log(`Copied ${copied} data file${copied === 1 ? '' : 's'} into ${OUT}/.`);
