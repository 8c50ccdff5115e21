import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: the client's build plugins are not needed to run tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src-client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src-server/**/*.test.ts'],
          globalSetup: ['src-server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file opens its own database copy; two at a time suits a two-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'resilience',
          include: ['resilience/**/*.test.ts'],
          globalSetup: ['resilience/support/global-setup.ts'],
          hookTimeout: 120_000,
          // Each file runs a real server and load against one private Postgres: one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
