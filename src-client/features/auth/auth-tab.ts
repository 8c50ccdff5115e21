import type { SignupMode } from '../../../src/schemas/admin.ts';

export type AuthTab = 'sign-in' | 'register';

/**
 * The tab /auth shows: the one the visitor picked, else Create account when the link asked for it
 * ("Start Your Journey": `/auth?mode=register`) and this instance takes sign-ups, else Sign in.
 */
export function authTab(picked: AuthTab | null, asked: string | undefined, signupMode: SignupMode): AuthTab {
  if (picked) return picked;
  return asked === 'register' && signupMode === 'open' ? 'register' : 'sign-in';
}

/** Where "Start Your Journey" leads: a plain link, so it works before any script has run. */
export const REGISTER_PATH = '/auth?mode=register';
