import i18n from 'i18next';
import type { z } from 'zod';
import type { ErrorParams, ErrorReason, FieldIssue } from '../../src/errors/reasons.ts';
import { zodMessage } from './zod-locale.ts';

// Server errors in the language shown (decision 071). English is the server's own message as sent;
// other languages say the reason from their catalogue, or a schema issue in zod's words. Until a
// language's catalogue (or zod's) has loaded, and for a reason it does not know, the English stays.

const shownLanguage = () => i18n.resolvedLanguage ?? 'en';

const translatable = (reason: unknown): reason is ErrorReason => typeof reason === 'string' && i18n.exists(reason, { ns: 'errors' });

const fromCatalogue = (reason: ErrorReason, params: ErrorParams = {}) => i18n.t(reason, { ns: 'errors', ...params });

// A value of each JSON type, for zod's "expected X, received Y": the server sends the type, never the value.
const SAMPLES = new Map<string, unknown>([['string', ''], ['number', 0], ['boolean', false], ['null', null], ['array', []], ['object', {}]]);

/** A field issue from the server, in the language shown. */
export function issueText(issue: FieldIssue): string {
  const language = shownLanguage();
  if (language === 'en') return issue.message;
  if (translatable(issue.reason)) return fromCatalogue(issue.reason, issue.params);
  if (!issue.zod) return issue.message;
  const raw = { ...issue.zod, input: SAMPLES.get(issue.zod.received ?? ''), path: [] } as unknown as z.core.$ZodRawIssue;
  return zodMessage(raw, language) ?? issue.message;
}

/** An issue of the client's own parse (with its input), in the language shown; a custom issue may name a reason. */
export function schemaIssueText(issue: z.core.$ZodIssue): string {
  const language = shownLanguage();
  if (language === 'en') return issue.message;
  const reason = issue.code === 'custom' ? issue.params?.reason : undefined;
  if (translatable(reason)) return fromCatalogue(reason);
  return zodMessage(issue as unknown as z.core.$ZodRawIssue, language) ?? issue.message;
}

/**
 * An error's message in the language shown, from its reason and params; a `problem` param is its
 * first issue's English message, so it is said as that issue is.
 */
export function errorText(message: string, reason: unknown, params: ErrorParams, issues: FieldIssue[]): string {
  if (shownLanguage() === 'en' || !translatable(reason)) return message;
  const first = issues[0];
  return fromCatalogue(reason, first && 'problem' in params ? { ...params, problem: issueText(first) } : params);
}
