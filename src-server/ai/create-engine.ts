import type { Env } from '../env.ts';
import { createBuiltinEngine } from './builtin/builtin-engine.ts';
import type { AiEngine } from './engine.ts';
import { createOpenAiEngine } from './openai/openai-engine.ts';

export interface EngineOptions {
  timeoutMs?: number;
  onFallback?: (task: string, reason: string) => void;
}

export function aiConfigured(env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
}

/** The provider when a key or a base URL is set (a local server needs no key), else the built-in engine. */
export function createAiEngine(env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>, options: EngineOptions = {}): AiEngine {
  const builtin = createBuiltinEngine();
  if (!aiConfigured(env)) return builtin;
  return createOpenAiEngine({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, ...options }, builtin);
}

/** The app's engine: fallbacks are logged through the app's logger. */
export function createAppAiEngine(env: Env, log: { warn: (obj: object, msg: string) => void }): AiEngine {
  return createAiEngine(env, { onFallback: (task, reason) => log.warn({ task, reason }, 'AI provider answer not used; built-in engine answered') });
}
