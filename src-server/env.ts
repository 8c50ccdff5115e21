import { isIP } from 'node:net';
import { z } from 'zod';
import { checkIdentityEnv, identityEnv } from './env-identity.ts';

const optionalText = z.string().trim().min(1).optional().catch(undefined);

// proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * true trusts every peer's X-Forwarded-For (only right when the app is reachable through the proxy
 * alone); a list trusts the header only from those proxies, so a client cannot forge its address.
 */
function trustedProxies(value: string): boolean | string[] | null {
  if (['true', '1'].includes(value)) return true;
  if (['false', '0', ''].includes(value)) return false;
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isProxyEntry) ? entries : null;
}

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port, as a Host header carries it. */
export const HOST_ENTRY = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// or postgresql://'),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0', ''], { error: 'DATABASE_PREPARED_STATEMENTS must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  DATABASE_READ_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_READ_URL must start with postgres:// or postgresql://'),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || (/^https?:\/\/[^/]+$/i.test(v) && URL.canParse(v)), 'PUBLIC_ORIGIN must be an origin such as https://platewise.example.org')
    // As browsers write it in the Origin header: lower case, no default port.
    .transform((v) => (v ? new URL(v).origin : undefined)),
  // Other names the app answers to besides PUBLIC_ORIGIN's (`name` on any port, or `name:port`), lower-cased.
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => HOST_ENTRY.test(h)), 'ALLOWED_HOSTS must be host names or host:port, separated by commas'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || URL.canParse(v), 'OPENAI_BASE_URL must be a URL'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPEN_FOOD_FACTS_URL: z
    .string()
    .trim()
    .default('https://world.openfoodfacts.org')
    .refine((v) => v === '' || URL.canParse(v), 'OPEN_FOOD_FACTS_URL must be a URL, or empty to turn barcode lookups off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform(trustedProxies)
    .refine((v) => v !== null, 'TRUST_PROXY must be true, false, or addresses and CIDR ranges separated by commas')
    .transform((v) => v!),
  RATE_LIMIT_API_PER_MIN: z.coerce.number({ error: 'RATE_LIMIT_API_PER_MIN must be a number' }).int().min(0).default(1200),
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number({ error: 'RATE_LIMIT_SIGNUPS_PER_HOUR must be a number' }).int().min(0).default(20),
  // Recipe import: hosts it may fetch although private (for tests serving pages on loopback; empty in production), and its time limit.
  RECIPE_IMPORT_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim()).filter(Boolean)),
  RECIPE_IMPORT_TIMEOUT_MS: z.coerce.number({ error: 'RECIPE_IMPORT_TIMEOUT_MS must be a number' }).int().min(100).max(60_000).default(10_000),
  // Reading a barcode in a photo past this answers 'no barcode' and stops that photo's thread.
  PHOTO_BARCODE_TIMEOUT_MS: z.coerce.number({ error: 'PHOTO_BARCODE_TIMEOUT_MS must be a number' }).int().min(100).max(60_000).default(20_000),
  // History files from other apps are streamed, never held: Apple Health's export.xml runs to gigabytes.
  HISTORY_IMPORT_MAX_MB: z.coerce.number({ error: 'HISTORY_IMPORT_MAX_MB must be a number' }).int().min(1).max(65_536).default(4096),
  ...identityEnv,
})
  .superRefine(checkIdentityEnv)
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, { path: ['DATABASE_READ_URL'], message: 'DATABASE_READ_URL (a replica) needs DATABASE_URL (its primary)' })
  .superRefine((env, ctx) => {
    // Links in e-mails, the OpenID redirect URI and the host check need the real address; a guess from the Host header can be forged.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'PUBLIC_ORIGIN is required in production: the address people open, such as https://platewise.example.org' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment once at boot; each bad variable gets its own line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The origin the app is reached at, for everything that leaves the request: e-mailed and admin links,
 * the OpenID redirect URI, secure cookies and the same-origin check. Never the Host header, which the
 * client writes. Outside production it defaults to this machine.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
}

export function aiOrigin(env: Env): string | undefined {
  if (env.OPENAI_BASE_URL) return new URL(env.OPENAI_BASE_URL).origin;
  return env.OPENAI_API_KEY ? 'https://api.openai.com' : undefined;
}
