import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The app's callback URL, once known (a browser test learns the app's port after the provider starts). */
  setRedirectUri(uri: string): void;
  /** An account to sign in as on the provider's login page (any password). */
  addAccount(login: string, account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback with one confidential client that must use
 * PKCE, and its development login and consent pages. E-mail claims come from userinfo, as many
 * providers send them.
 */
export async function startOidcProvider(redirectUri?: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let handler: ReturnType<Provider['callback']> | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) return void handler(req, res);
    res.statusCode = 503;
    res.end('provider not configured yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'platewise-test', clientSecret: 'a client secret long enough for tests' };

  const configure = (uri: string) => {
    const provider = new Provider(issuer, {
      clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: [uri], response_types: ['code'], grant_types: ['authorization_code'] }],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name'] },
      cookies: { keys: ['test cookie key'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      findAccount: (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
      },
    });
    handler = provider.callback();
  };
  if (redirectUri) configure(redirectUri);

  return {
    issuer,
    ...client,
    setRedirectUri: configure,
    addAccount: (login, account) => void accounts.set(login, account),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cookies as a browser keeps them for one site, enough for the provider's own pages. */
class CookieJar {
  #cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login` and consents, as a browser would, following redirects from
 * the authorization URL until the provider sends the browser to the app's callback; returns that URL.
 */
export async function authorizeAtProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    jar.take(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(callbackPrefix)) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    form = page.includes('value="login"') ? new URLSearchParams({ prompt: 'login', login, password: 'any' }) : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
