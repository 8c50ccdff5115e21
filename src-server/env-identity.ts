import { z } from 'zod';
import { signupModes } from '../src/schemas/admin.ts';

const flag = (name: string, fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: `${name} must be true or false` })
    .default(fallback)
    .transform((v) => (v === '' ? fallback === 'true' : v === 'true' || v === '1'));

const blankToUndefined = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine only (a provider run beside the app, as the tests do). */
export function isAllowedIssuer(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** A bare address or `Name <address>`, as nodemailer's `from` takes it. */
const FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** Identity settings: OpenID Connect, password sign-in, sign-up mode and SMTP. */
export const identityEnv = {
  SIGNUP_MODE: z.enum(signupModes, { error: 'SIGNUP_MODE must be open, invite or closed' }).default('open'),
  PASSWORD_SIGNIN: flag('PASSWORD_SIGNIN', 'true'),
  OIDC_ISSUER: blankToUndefined.refine((v) => v === undefined || isAllowedIssuer(v), 'OIDC_ISSUER must be an https:// URL (http:// only on localhost)'),
  OIDC_CLIENT_ID: blankToUndefined,
  OIDC_CLIENT_SECRET: blankToUndefined,
  OIDC_BUTTON_LABEL: z.string().trim().max(60, 'OIDC_BUTTON_LABEL must be at most 60 characters').optional().transform((v) => v || 'Sign in with single sign-on'),
  OIDC_ALLOW_SIGNUP: flag('OIDC_ALLOW_SIGNUP', 'false'),
  SMTP_URL: blankToUndefined.refine((v) => v === undefined || (URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol)), 'SMTP_URL must be an smtp:// or smtps:// URL'),
  SMTP_FROM: blankToUndefined.refine((v) => v === undefined || FROM.test(v), 'SMTP_FROM must be an e-mail address, or Name <address>'),
};

type IdentityValues = {
  PASSWORD_SIGNIN: boolean;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  SMTP_URL?: string;
  SMTP_FROM?: string;
};

/** Settings that only make sense together; each problem names the variable to fix. */
export function checkIdentityEnv(env: IdentityValues, ctx: z.RefinementCtx) {
  const oidc = { OIDC_ISSUER: env.OIDC_ISSUER, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET };
  const given = Object.values(oidc).some(Boolean);
  for (const [name, value] of Object.entries(oidc)) {
    if (given && !value) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when any OIDC_ variable is set` });
  }
  if (!env.PASSWORD_SIGNIN && !given) ctx.addIssue({ code: 'custom', path: ['PASSWORD_SIGNIN'], message: 'PASSWORD_SIGNIN=false needs OpenID Connect (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or nobody could sign in' });
  if (env.SMTP_URL && !env.SMTP_FROM) ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'SMTP_FROM is required when SMTP_URL is set' });
}

/** OpenID Connect is on when all three settings are given (checkIdentityEnv refuses a partial set). */
export function oidcSettings(env: IdentityValues): { issuer: string; clientId: string; clientSecret: string } | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
}
