// Node 20 applies no --import loader to a worker thread's first module, so when the server runs
// from TypeScript (tsx in development and tests) the pool starts here: register tsx, then load the
// tasks. A compiled build points the pool at tasks.js directly.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./tasks.ts');
export default run;
