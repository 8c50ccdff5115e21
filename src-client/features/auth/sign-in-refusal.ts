/** The sign-in screen's words for each reason the server gives (services/auth/oidc-sign-in.ts). */
const REFUSALS = new Map<string, string>([
  ['expired', 'That sign-in attempt expired or was already used. Please try again.'],
  ['rejected', 'The identity provider’s answer could not be verified, so you were not signed in. Please try again.'],
  ['unverified', 'Your identity provider has not verified your e-mail address, so it cannot be linked to an account here.'],
  ['no-account', 'There is no account for your e-mail address on this instance, and new accounts are not being created. Ask the administrator for access.'],
  ['disabled', 'This account is disabled. Ask the administrator of this instance.'],
  ['unavailable', 'The identity provider could not be reached. Please try again in a moment.'],
]);

/** The message for `?signInError=…`, or null when there is none (or it is not one of ours). */
export function signInRefusal(search: string): string | null {
  const reason = new URLSearchParams(search).get('signInError');
  return (reason && REFUSALS.get(reason)) ?? null;
}
