/** The reasons the server gives for a refused sign-in (services/auth/oidc-sign-in.ts), by their message key. */
const REFUSALS = {
  expired: 'expired',
  rejected: 'rejected',
  unverified: 'unverified',
  'no-account': 'noAccount',
  disabled: 'disabled',
  unavailable: 'unavailable',
} as const;

export type SignInRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The message key for `?signInError=…`, or null when there is none (or it is not one of ours). */
export function signInRefusal(search: string): SignInRefusal | null {
  const reason = new URLSearchParams(search).get('signInError');
  return reason && Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason as keyof typeof REFUSALS] : null;
}
