import { IntlMessageFormat } from 'intl-messageformat';
import { englishErrors, type ErrorParams, type ErrorReason } from './reasons.ts';

// Compiled once per reason: the catalogue is fixed, errors are not rare.
const compiled = new Map<ErrorReason, IntlMessageFormat>();

/** A reason's English message with its values filled in: what every error response says. */
export function englishMessage(reason: ErrorReason, params: ErrorParams = {}): string {
  let format = compiled.get(reason);
  if (!format) {
    // ignoreTag: a '<' in a message is text, not rich-text markup.
    format = new IntlMessageFormat(englishErrors[reason], 'en', undefined, { ignoreTag: true });
    compiled.set(reason, format);
  }
  return String(format.format(params));
}
