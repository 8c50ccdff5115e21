import type { TestProject } from 'vitest/node';
import { runQuery } from '../../e2e/support/local-services.ts';
import { prepareDatabase } from '../../src-server/boot.ts';
import { openDatabase } from '../../src-server/db/database.ts';
import { createPrivateCluster, type ClusterInfo } from './private-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresCluster: ClusterInfo;
    templateDatabase: string;
  }
}

const TEMPLATE = 'platewise_resilience_template';

/** One private cluster per run, holding a migrated, seeded template database that each test copies. */
export default async function setup(project: TestProject) {
  const cluster = await createPrivateCluster();
  try {
    await runQuery(cluster.url('postgres'), `create database ${TEMPLATE}`);
    const handle = await openDatabase({ databaseUrl: cluster.url(TEMPLATE) });
    await prepareDatabase(handle.db);
    await handle.close();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  project.provide('postgresCluster', { dir: cluster.dir, port: cluster.port });
  project.provide('templateDatabase', TEMPLATE);
  return () => cluster.remove();
}
