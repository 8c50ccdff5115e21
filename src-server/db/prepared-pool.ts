import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

// Postgres spends about half of a small query's time parsing and planning it. Short statements get a
// name, so each connection does that once per statement. Long or many-parameter ones are left
// unnamed: their shapes vary without bound (bulk writes) or their best plan depends on the values
// (the ranked food search), which a reused plan would ignore. So are utility statements (migrations).
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_SQL_LENGTH = 1000;
const MAX_PARAMETERS = 32;
const MAX_PER_CONNECTION = 200;

/** How long a statement may go unanswered before it fails as the database being down (a 503). */
const READ_TIMEOUT_MS = 15_000;

let statements = 0;

/**
 * A pg pool for Kysely whose clients run every statement through `run`; with `prepare`, short ones
 * as named prepared statements (see above).
 */
export function kyselyPool(pool: pg.Pool, prepare: boolean): PostgresPool {
  // Kysely keeps state per client object, so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = prepare ? preparingClient(client) : plainClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * One statement through pg's callback API, failing as pg's own `query_timeout` would when the server
 * has not answered in READ_TIMEOUT_MS. Neither pg's promise API nor that option: with either, the
 * rows of every result outlived V8's young-generation collections and were moved to the old
 * generation, so the heap climbed with the length of a long read (an export) until a full collection
 * (decision 114, follow-up).
 */
function run(client: pg.PoolClient, query: pg.QueryConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Query read timeout')), READ_TIMEOUT_MS);
    client.query(query, (error: Error | null, result: pg.QueryResult) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** A client for Kysely that runs each statement through `run`, unnamed: also the read replica's. */
export function plainClient(client: pg.PoolClient): PostgresPoolClient {
  const query = (sql: string, parameters: readonly unknown[]) => run(client, { text: sql, values: [...parameters] });
  return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const names = new Map<string, string>();
  const nameFor = (sql: string, parameters: readonly unknown[]) => {
    let name = names.get(sql);
    if (name || names.size >= MAX_PER_CONNECTION) return name;
    if (sql.length > MAX_SQL_LENGTH || parameters.length > MAX_PARAMETERS || !PREPARABLE.test(sql)) return undefined;
    name = `platewise_${++statements}`;
    names.set(sql, name);
    return name;
  };
  const query = async (sql: string, parameters: readonly unknown[]) => {
    const name = nameFor(sql, parameters);
    if (!name) return run(client, { text: sql, values: [...parameters] });
    try {
      return await run(client, { name, text: sql, values: [...parameters] });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // Another instance changed a table under a prepared `select *`. Nothing ran, so it runs
      // again unprepared (in a transaction that fails too, as after any error); a new name next time.
      names.delete(sql);
      return run(client, { text: sql, values: [...parameters] });
    }
  };
  return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
}

function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && String((error as Error).message).includes('cached plan must not change result type');
}
