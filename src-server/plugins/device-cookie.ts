import { Signer } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSecret } from '../repositories/app-secrets.ts';
import { generateSecret } from '../services/auth/tokens.ts';
import { isSecure } from './auth.ts';

export const DEVICE_COOKIE = 'platewise_device';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs device cookies with a key every instance shares (kept in the database, read on first use). */
    deviceSigner(): Promise<Signer>;
  }
}

/** The key is read when first needed, not at start-up, so the app starts while the database is down. */
export const deviceCookiePlugin = fp(async (app: FastifyInstance) => {
  let signer: Promise<Signer> | undefined;
  app.decorate('deviceSigner', () => {
    signer ??= sharedSecret(app.db, 'device-cookie').then((key) => new Signer(key));
    signer.catch(() => (signer = undefined));
    return signer;
  });
});

/**
 * The browser's device cookie, if its signature holds: the account it last signed in to and its own id.
 * It proves only that this browser signed in before, so it buys its own failure budget, never access.
 */
export async function readDevice(request: FastifyRequest): Promise<{ userId: string; id: string } | undefined> {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = (await request.server.deviceSigner()).unsign(raw);
  const [userId, id] = valid ? value.split(':') : [];
  return userId && id ? { userId, id } : undefined;
}

/** A fresh device cookie after each successful sign-in. */
export async function issueDevice(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const value = (await request.server.deviceSigner()).sign(`${userId}:${generateSecret()}`);
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    expires: new Date(Date.now() + LIFETIME_MS),
  });
}
