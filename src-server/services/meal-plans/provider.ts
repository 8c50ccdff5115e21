import OpenAI from 'openai';
import type { z } from 'zod';
import { aiConfigured } from '../../ai/create-engine.ts';
import { parseReply } from '../../ai/openai/json-reply.ts';
import type { Env } from '../../env.ts';

export type ProviderEnv = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>;

export const PROVIDER_TIMEOUT_MS = 8_000;

const clients = new WeakMap<object, OpenAI>();

/**
 * One JSON answer from the configured OpenAI-compatible model, validated with the schema; null when
 * no provider is configured or on a timeout, an error or an invalid answer (callers then use their
 * own answer, so a provider can only ever word things or propose, never break a request).
 */
export async function askProvider<S extends z.ZodType>(env: ProviderEnv, system: string, user: string, schema: S, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<z.output<S> | null> {
  if (!aiConfigured(env)) return null;
  let client = clients.get(env);
  if (!client) {
    client = new OpenAI({ apiKey: env.OPENAI_API_KEY ?? 'not-needed', baseURL: env.OPENAI_BASE_URL ?? null, maxRetries: 0, timeout: timeoutMs });
    clients.set(env, client);
  }
  try {
    const reply = await client.chat.completions.create(
      {
        model: env.OPENAI_MODEL,
        temperature: 0.4,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    return parseReply(reply.choices[0]?.message?.content ?? '', schema);
  } catch {
    return null;
  }
}
