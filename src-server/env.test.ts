import { describe, expect, it } from 'vitest';
import { aiOrigin, EnvError, loadEnv } from './env.ts';

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

  it('allows the AI host named by OPENAI_BASE_URL', () => {
    expect(aiOrigin(loadEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }))).toBe('http://localhost:11434');
    expect(aiOrigin(loadEnv({ OPENAI_API_KEY: 'sk-test' }))).toBe('https://api.openai.com');
  });
});
