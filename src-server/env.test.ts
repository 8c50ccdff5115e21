import { describe, expect, it } from 'vitest';
import { aiOrigin, EnvError, loadEnv, publicOrigin } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, PGLITE_DIR: '.data/pglite', LOG_LEVEL: 'info', RATE_LIMIT_API_PER_MIN: 1200, TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(aiOrigin(env)).toBeUndefined();
  });

  it('names every bad variable on its own line', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_ORIGIN: 'example.org/path', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual(
      expect.arrayContaining([
        '  PORT: PORT must be a number',
        '  DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
        '  PUBLIC_ORIGIN: PUBLIC_ORIGIN must be an origin such as https://platewise.example.org',
        expect.stringMatching(/^ {2}LOG_LEVEL: /),
      ]),
    );
  });

  it('reads TRUST_PROXY as true, false, or a list of proxy addresses and ranges', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16 ,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow('TRUST_PROXY must be true, false, or addresses and CIDR ranges separated by commas');
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY');
  });

  it('takes DATABASE_READ_URL, a replica, only beside DATABASE_URL, its primary', () => {
    const primary = 'postgres://app@db-primary/platewise';
    expect(loadEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@db-replica/platewise' }).DATABASE_READ_URL).toBe('postgres://app@db-replica/platewise');
    expect(loadEnv({ DATABASE_URL: primary, DATABASE_READ_URL: ' ' }).DATABASE_READ_URL).toBeUndefined();
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://app@db-replica/platewise' })).toThrow('DATABASE_READ_URL: DATABASE_READ_URL (a replica) needs DATABASE_URL (its primary)');
    expect(() => loadEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'db-replica:5432' })).toThrow('DATABASE_READ_URL must start with postgres:// or postgresql://');
  });

  it('allows the AI host named by OPENAI_BASE_URL', () => {
    expect(aiOrigin(loadEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }))).toBe('http://localhost:11434');
    expect(aiOrigin(loadEnv({ OPENAI_API_KEY: 'sk-test' }))).toBe('https://api.openai.com');
  });

  it('defaults to open sign-ups, password sign-in on, no single sign-on and no e-mail', () => {
    expect(loadEnv({})).toMatchObject({ SIGNUP_MODE: 'open', PASSWORD_SIGNIN: true, OIDC_ALLOW_SIGNUP: false, OIDC_BUTTON_LABEL: 'Sign in with single sign-on' });
    expect(loadEnv({}).OIDC_ISSUER).toBeUndefined();
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
  });

  const oidc = { OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_ID: 'platewise', OIDC_CLIENT_SECRET: 'secret' };
  const failure = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };

  it('refuses to start in production without PUBLIC_ORIGIN, with a line naming it', () => {
    const required = expect.stringMatching(/^ {2}PUBLIC_ORIGIN: PUBLIC_ORIGIN is required in production/);
    expect(failure({ NODE_ENV: 'production' }).split('\n')).toEqual([expect.anything(), required]);
    expect(failure({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org', SMTP_FROM: 'a@example.org' }).split('\n')).toContainEqual(required);
    expect(publicOrigin(loadEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'HTTPS://Platewise.Example.org:443/' }))).toBe('https://platewise.example.org');
  });

  it('takes this machine on PORT as the public origin outside production, with e-mail and single sign-on too', () => {
    expect(publicOrigin(loadEnv({}))).toBe('http://localhost:3000');
    expect(publicOrigin(loadEnv({ NODE_ENV: 'development', PORT: '8080', SMTP_URL: 'smtp://mail.example.org', SMTP_FROM: 'a@example.org', ...oidc }))).toBe('http://localhost:8080');
    expect(publicOrigin(loadEnv({ PUBLIC_ORIGIN: 'http://192.168.1.5:3000' }))).toBe('http://192.168.1.5:3000');
  });

  it('reads ALLOWED_HOSTS as lower-cased host names and host:port, and refuses URLs', () => {
    expect(loadEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(loadEnv({ ALLOWED_HOSTS: ' Platewise.LAN, 192.168.1.5:3000 ,,[::1]:8080' }).ALLOWED_HOSTS).toEqual(['platewise.lan', '192.168.1.5:3000', '[::1]:8080']);
    for (const bad of ['https://platewise.lan', 'platewise.lan/path', 'two words', 'platewise.lan:port']) {
      expect(failure({ ALLOWED_HOSTS: bad }).split('\n')).toContain('  ALLOWED_HOSTS: ALLOWED_HOSTS must be host names or host:port, separated by commas');
    }
  });

  it('reads the sign-in settings', () => {
    expect(loadEnv({ ...oidc, PASSWORD_SIGNIN: 'false', OIDC_ALLOW_SIGNUP: '1', SIGNUP_MODE: 'invite', OIDC_BUTTON_LABEL: 'Sign in with Authelia' })).toMatchObject({
      ...oidc,
      PASSWORD_SIGNIN: false,
      OIDC_ALLOW_SIGNUP: true,
      SIGNUP_MODE: 'invite',
      OIDC_BUTTON_LABEL: 'Sign in with Authelia',
    });
    expect(loadEnv({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).OIDC_ISSUER).toBe('http://127.0.0.1:9000');
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example.org:465', SMTP_FROM: 'Platewise <no-reply@example.org>' }).SMTP_FROM).toBe('Platewise <no-reply@example.org>');
  });

  it.each([
    [{ SIGNUP_MODE: 'sometimes' }, '  SIGNUP_MODE: SIGNUP_MODE must be open, invite or closed'],
    [{ PASSWORD_SIGNIN: 'no' }, '  PASSWORD_SIGNIN: PASSWORD_SIGNIN must be true or false'],
    [{ OIDC_ALLOW_SIGNUP: 'maybe' }, '  OIDC_ALLOW_SIGNUP: OIDC_ALLOW_SIGNUP must be true or false'],
    [{ ...oidc, OIDC_ISSUER: 'http://auth.example.org' }, '  OIDC_ISSUER: OIDC_ISSUER must be an https:// URL (http:// only on localhost)'],
    [{ ...oidc, OIDC_ISSUER: 'not a url' }, '  OIDC_ISSUER: OIDC_ISSUER must be an https:// URL (http:// only on localhost)'],
    [{ ...oidc, OIDC_CLIENT_SECRET: '' }, '  OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET is required when any OIDC_ variable is set'],
    [{ OIDC_CLIENT_ID: 'platewise' }, '  OIDC_ISSUER: OIDC_ISSUER is required when any OIDC_ variable is set'],
    [{ PASSWORD_SIGNIN: 'false' }, expect.stringMatching(/^ {2}PASSWORD_SIGNIN: PASSWORD_SIGNIN=false needs OpenID Connect/)],
    [{ SMTP_URL: 'http://mail.example.org' }, '  SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://mail.example.org' }, '  SMTP_FROM: SMTP_FROM is required when SMTP_URL is set'],
    [{ SMTP_URL: 'smtp://mail.example.org', SMTP_FROM: 'nobody' }, '  SMTP_FROM: SMTP_FROM must be an e-mail address, or Name <address>'],
  ])('stops at start on %j with a line naming the variable', (source, line) => {
    expect(failure(source as Record<string, string>).split('\n')).toEqual(expect.arrayContaining([line]));
  });
});
