import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

const installed = () => true;

describe('server log', () => {
  it('prints readable lines through pino-pretty on the development server', () => {
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }, installed)).toMatchObject({ level: 'debug', transport: { target: 'pino-pretty' } });
  });

  it('writes JSON lines in production and tests, and on a development server without the pretty printer installed', () => {
    expect(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, installed)).toEqual({ level: 'info' });
    expect(loggerOptions({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }, installed)).toEqual({ level: 'warn' });
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, () => false)).toEqual({ level: 'info' });
  });

  it('is off when silent', () => {
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, installed)).toBe(false);
  });
});
