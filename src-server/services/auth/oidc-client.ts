import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The provider's configuration, discovered on first use rather than at start-up (so the app starts
 * while the provider is down) and read again after a failure. It is a cache of the provider's
 * published metadata, the same on every instance.
 */
export function oidcConfiguration(settings: OidcSettings): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(settings.issuer);
  // env-identity.ts allows http:// only for a provider on this machine.
  const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  return () => {
    discovered ??= client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute, timeout: 10 });
    discovered.catch(() => (discovered = undefined));
    return discovered;
  };
}
