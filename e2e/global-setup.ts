import { execFileSync } from 'node:child_process';

/** Browser tests run against the production build, served by the real server process. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // The test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
