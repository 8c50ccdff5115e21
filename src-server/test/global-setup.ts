import { buildPgliteTemplate, buildPostgresTemplate } from './template.ts';

/** Runs once per vitest run: the per-file databases are copies of this template. */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') await buildPostgresTemplate();
  else await buildPgliteTemplate();
}
