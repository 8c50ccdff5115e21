import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SessionCache } from '../repositories/session-cache.ts';

/** Where Postgres announces changed users and sessions (see the auth_change_notices migration). */
const CHANNEL = 'platewise_auth';
const RECONNECT_MS = 1_000;

export interface NoticeListener {
  close(): Promise<void>;
}

/**
 * Keeps one connection of its own listening, outside the pool. While it is down the cache holds
 * nothing, since notices sent meanwhile are lost; it reconnects every second until it is back.
 */
export function listenOnPostgres(connectionString: string, cache: SessionCache): NoticeListener {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    cache.stopListening();
    lostClient.end().catch(() => {});
    if (!closed) timer = setTimeout(connect, RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notice) => {
      if (notice.payload) cache.noticed(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (client === next && !closed) cache.startListening();
    } catch {
      lost(next);
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      cache.stopListening();
      await last?.end().catch(() => {});
    },
  };
}

/** PGlite runs in this process: its listener lives as long as the database. */
export function listenOnPglite(pglite: PGlite, cache: SessionCache): NoticeListener {
  const listening = pglite.listen(CHANNEL, (userId) => cache.noticed(userId)).then(
    (unlisten) => {
      cache.startListening();
      return unlisten;
    },
    () => undefined,
  );
  return {
    async close() {
      cache.stopListening();
      const unlisten = await listening;
      await unlisten?.().catch(() => {});
    },
  };
}
