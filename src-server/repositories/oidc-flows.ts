import type { Database } from '../db/database.ts';
import type { OidcFlowsTable } from '../db/schema.ts';

/** Saves a sign-in in progress, and clears out those abandoned long enough ago to have expired. */
export async function insertOidcFlow(db: Database, flow: OidcFlowsTable) {
  await db.deleteFrom('oidc_flows').where('expires_at', '<', new Date()).execute();
  await db.insertInto('oidc_flows').values(flow).execute();
}

/** Removes and returns the flow in one statement, so a callback can use it once only. */
export function takeOidcFlow(db: Database, id: string) {
  return db.deleteFrom('oidc_flows').where('id', '=', id).returningAll().executeTakeFirst();
}
