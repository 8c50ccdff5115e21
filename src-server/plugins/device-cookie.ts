import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecret } from '../services/auth/tokens.ts';
import { isSecure } from './auth.ts';

export const DEVICE_COOKIE = 'platewise_device';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The browser's device cookie, if its signature holds: the account it last signed in to and its own id.
 * It proves only that this browser signed in before, so it buys its own failure budget, never access.
 */
export function readDevice(request: FastifyRequest): { userId: string; id: string } | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  const [userId, id] = valid && value ? value.split(':') : [];
  return userId && id ? { userId, id } : undefined;
}

/** A fresh device cookie after each successful sign-in. */
export function issueDevice(request: FastifyRequest, reply: FastifyReply, userId: string) {
  reply.setCookie(DEVICE_COOKIE, `${userId}:${generateSecret()}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    expires: new Date(Date.now() + LIFETIME_MS),
  });
}
