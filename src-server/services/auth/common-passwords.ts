import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError, issue } from '../../errors.ts';

let common: Set<string> | undefined;

/** zxcvbn-ts's list of the most common passwords (about 50,000, from leaked sets), compared case-blind. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** 400 naming the field when the password is among the most common ones. */
export function assertUncommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', 'commonPassword', { issues: [issue(field, 'commonPassword')] });
}
