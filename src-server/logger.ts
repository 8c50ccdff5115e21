import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/** pino-pretty is a development dependency: a production install leaves it out. */
function prettyPrinterInstalled(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's log: readable lines on `pnpm dev` (pino-pretty, in a worker thread as a pino
 * transport), JSON lines everywhere else, which is what log collectors read.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, pretty = prettyPrinterInstalled): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  if (env.NODE_ENV !== 'development' || !pretty()) return { level: env.LOG_LEVEL };
  return { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
