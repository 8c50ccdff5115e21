import en from './en.json' with { type: 'json' };

/**
 * Why a request failed, as a key of the error catalogue (en.json): the server renders its English
 * message from it, and the client translates it (decision 071).
 */
export type ErrorReason = keyof typeof en;

/** What a reason's message fills in ({max}, {path}…). */
export type ErrorParams = Readonly<Record<string, string | number>>;

export const englishErrors: Readonly<Record<ErrorReason, string>> = en;

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(englishErrors, value);
}

/**
 * The facts of a schema (zod) issue, enough for zod's own locales to say it in another language:
 * never the input, only the JSON type it had (`received`) when known.
 */
export interface ZodIssueFacts {
  code: string;
  origin?: string;
  expected?: string;
  received?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  pattern?: string;
  prefix?: string;
  suffix?: string;
  includes?: string;
  divisor?: number;
  values?: (string | number | boolean | null)[];
  keys?: string[];
}

/**
 * A problem with one field: its English message, and what the client needs to say it in another
 * language: a reason of the catalogue, or a schema issue's facts. Neither for messages that quote
 * what was sent (an imported file's bad rows).
 */
export interface FieldIssue {
  path: string;
  message: string;
  reason?: ErrorReason;
  params?: ErrorParams;
  zod?: ZodIssueFacts;
}
