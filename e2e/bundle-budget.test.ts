import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { firstLoad, kib } from '../bench/bundle-size.ts';

// The production build the browser tests run against (global-setup.ts builds it).
const dist = fileURLToPath(new URL('../dist', import.meta.url));

it('each screen loads no more JavaScript before it can render than its budget (gzip)', async () => {
  const pages = await firstLoad(dist);
  for (const page of pages) {
    console.log(`${page.label}: ${page.files} files, ${kib(page.gzip)} gzip, budget ${kib(page.gzipBudget)}`);
    expect.soft(page.gzip, page.label).toBeLessThanOrEqual(page.gzipBudget);
  }
});
