import * as client from 'openid-client';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { insertOidcFlow, takeOidcFlow } from '../../repositories/oidc-flows.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { insertAccount } from '../admin/admin-role.ts';
import { currentSignupMode } from '../admin/signup-mode.ts';
import { generateSecret, hashSecret } from './tokens.ts';

/** Long enough to sign in at the provider, short enough that an abandoned attempt is soon gone. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** Why a sign-in through the provider was refused; the sign-in screen words each one. */
export type OidcRefusal = 'expired' | 'rejected' | 'unverified' | 'no-account' | 'disabled' | 'unavailable';

export class OidcRefused extends Error {
  constructor(readonly reason: OidcRefusal, detail?: string) {
    super(detail ?? reason);
  }
}

/**
 * Starts an authorization code flow with PKCE, state and nonce. The three secrets are kept in the
 * database under the hash of a random value that only the browser's cookie holds, so any instance
 * can finish the flow, and only in the browser that started it.
 */
export async function startOidcSignIn(db: Database, config: client.Configuration, redirectUri: string, now = new Date()) {
  const flowId = generateSecret();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await insertOidcFlow(db, { id: hashSecret(flowId), state, nonce, code_verifier: codeVerifier, expires_at: new Date(now.getTime() + FLOW_LIFETIME_MS) });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { flowId, url: url.href };
}

interface ProviderIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Redeems the code once (the flow row is deleted as it is read) and checks state, nonce and PKCE. */
async function providerIdentity(db: Database, config: client.Configuration, flowId: string | undefined, callbackUrl: URL, now: Date): Promise<ProviderIdentity> {
  const flow = flowId ? await takeOidcFlow(db, hashSecret(flowId)) : undefined;
  if (!flow || new Date(flow.expires_at).getTime() <= now.getTime()) throw new OidcRefused('expired');
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    // Providers put e-mail claims in the ID token or only in userinfo; userinfo must be about the same subject.
    claims = { ...idClaims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
  } catch (error) {
    throw new OidcRefused('rejected', error instanceof Error ? error.message : String(error));
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) throw new OidcRefused('unverified');
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
  return { email, firstName: text(claims.given_name), lastName: text(claims.family_name) };
}

/**
 * The account the provider's verified e-mail belongs to, or a new one when OIDC_ALLOW_SIGNUP is on
 * and sign-ups are not closed; a disabled account is refused.
 */
export async function finishOidcSignIn(
  db: Database,
  env: Pick<Env, 'OIDC_ALLOW_SIGNUP' | 'SIGNUP_MODE'>,
  config: client.Configuration,
  flowId: string | undefined,
  callbackUrl: URL,
  now = new Date(),
): Promise<UserRow> {
  const identity = await providerIdentity(db, config, flowId, callbackUrl, now);
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.disabled_at) throw new OidcRefused('disabled');
  if (existing) return existing;
  if (!env.OIDC_ALLOW_SIGNUP || (await currentSignupMode(db, env)) === 'closed') throw new OidcRefused('no-account');
  const account = { id: crypto.randomUUID(), email: identity.email, password_hash: null, first_name: identity.firstName, last_name: identity.lastName };
  const created = await db.transaction().execute((trx) => insertAccount(trx, account));
  // Taken meanwhile by a sign-up with the same address: that account is the one.
  return created ?? (await findUserByEmail(db, identity.email))!;
}
