import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * True when the server runs from its TypeScript sources (tsx, the test runner), false when it runs
 * the compiled build, where every module sits one folder deeper: dist-server/src-server/…
 */
const fromSource = import.meta.url.endsWith('.ts');

/** The folder holding package.json, and the client build in dist/. */
export const packageRoot = fileURLToPath(new URL(fromSource ? '..' : '../..', import.meta.url));

/** A module beside the caller, named without extension: its .ts source, or the compiled .js in a build. */
export function moduleFile(name: string, callerUrl: string): URL {
  return new URL(`${name}${fromSource ? '.ts' : '.js'}`, callerUrl);
}

/**
 * Starts a worker thread on a module from moduleFile(). From source the worker registers tsx
 * itself, since Node 20 applies no `--import` loader to a worker's first module; the build needs none.
 */
export function startWorker(file: URL): Worker {
  if (!fromSource) return new Worker(file);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`, { eval: true });
}
