import { HOST_ENTRY, publicOrigin, type Env } from '../env.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface PublicHosts {
  /** Whether a Host header names this app: PUBLIC_ORIGIN's host name (any port) or an ALLOWED_HOSTS entry. */
  answersTo(host: string | undefined): boolean;
  /** Whether an Origin (or a Referer's origin) is this app's own, so the request may change state. */
  isOwnOrigin(origin: string): boolean;
}

/** `name:port` and `name` of a host, lower-cased; null when it is not a host. */
function forms(host: string | undefined): [string, string] | null {
  const value = host?.toLowerCase();
  if (!value || !HOST_ENTRY.test(value)) return null;
  return [value, value.replace(/:\d+$/, '')];
}

/**
 * The names and origins the app is reached at, from the configuration alone: the Host header is
 * written by the client (or by a page whose DNS name was rebound to this server), so it proves nothing.
 * Outside production, the app is also its own origin at this machine's loopback names on PORT, so
 * `pnpm dev` works opened as http://localhost:3000 or http://127.0.0.1:3000.
 */
export function publicHosts(env: Pick<Env, 'NODE_ENV' | 'PORT' | 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>): PublicHosts {
  const main = new URL(publicOrigin(env));
  const extra = new Set(env.ALLOWED_HOSTS);
  const names = new Set([main.hostname, ...extra]);
  const origins = new Set([main.origin]);
  if (env.NODE_ENV !== 'production') for (const name of LOOPBACK_NAMES) origins.add(new URL(`http://${name}:${env.PORT}`).origin);
  const listed = (set: Set<string>, host: string | undefined) => {
    const found = forms(host);
    return found !== null && (set.has(found[0]) || set.has(found[1]));
  };
  return {
    answersTo: (host) => listed(names, host),
    isOwnOrigin: (origin) => origins.has(origin) || (URL.canParse(origin) && listed(extra, new URL(origin).host)),
  };
}
