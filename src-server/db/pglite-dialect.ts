import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/**
 * PGlite has one connection, so Kysely's pool is emulated by a queue: a transaction holds the
 * connection until it is released, and other queries wait instead of interleaving with it.
 */
export function pgliteDialect(pg: PGlite): PostgresDialect {
  let tail: Promise<void> = Promise.resolve();
  const connect = async () => {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return {
      async query(text: string, params: unknown[]) {
        const result = await pg.query(text, params);
        return {
          command: commandOf(text),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    };
  };
  return new PostgresDialect({ pool: { connect, end: async () => {} } as never });
}

function commandOf(text: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)/i.exec(text);
  return (match?.[1] ?? 'SELECT').toUpperCase();
}
