import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { isSecure } from './auth.ts';

/** Set on the answer to every write: when it was made. The client carries it to whichever instance serves its next read. */
export const WROTE_COOKIE = 'platewise_wrote';
/** How long after a write its writer reads from the primary: many times a healthy replica's lag. */
export const READ_YOUR_WRITES_MS = 5_000;

/**
 * The database for a read that tolerates a second of lag: the replica, unless there is none or
 * the caller wrote in the last seconds. A client with an API token keeps no cookie to say so, so
 * it always reads from the primary.
 */
export function lagTolerantDb(request: FastifyRequest): Database {
  const { db, replica } = request.server;
  if (!replica || request.headers.authorization) return db;
  const wrote = Number(request.cookies[WROTE_COOKIE]);
  // Either way: an instance whose clock is a little behind the writer's sees a write from the future.
  return Math.abs(Date.now() - wrote) < READ_YOUR_WRITES_MS ? db : replica;
}

/** Sends the caller's next reads to the primary for a few seconds (only when there is a replica). */
export function markWrite(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.server.replica) return;
  reply.setCookie(WROTE_COOKIE, String(Date.now()), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    maxAge: READ_YOUR_WRITES_MS / 1000,
  });
}
