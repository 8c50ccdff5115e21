import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';
import { hitCounter, pruneCounters, readCounters } from '../repositories/rate-limit-counters.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** About one hit in this many also sweeps expired counters, so the table stays small without a timer. */
const PRUNE_EVERY = 500;

/**
 * @fastify/rate-limit's custom store interface over the app's database, so every instance spends
 * one shared budget per key without another service (Redis) to run.
 */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      const now = new Date();
      hitCounter(db, key, timeWindow, now)
        .then(async ({ count, expiresAt }) => {
          if (Math.random() * PRUNE_EVERY < 1) await pruneCounters(db, now);
          done(null, { current: count, ttl: expiresAt.getTime() - now.getTime() });
        })
        .catch((error: Error) => done(error));
    }

    read(key: string, done: Done) {
      const now = new Date();
      readCounters(db, [key], now)
        .then((found) => {
          const counter = found.get(key);
          done(null, counter ? { current: counter.count, ttl: counter.expiresAt.getTime() - now.getTime() } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => done(error));
    }

    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
