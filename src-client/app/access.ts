import { notFound, redirect } from '@tanstack/react-router';
import { safeReturnPath } from '../../src/domain/return-path.ts';

/** Routing by sign-in state: each route's beforeLoad says which of these states may open it. */
export type AuthState = 'signedOut' | 'incomplete' | 'complete';

/** The user.me answer as a sign-in state: no age yet means onboarding is not done. */
export function authStateOf(user: { age: number | null } | null | undefined): AuthState {
  if (!user) return 'signedOut';
  return user.age == null ? 'incomplete' : 'complete';
}

interface AccessArgs {
  context: { auth: AuthState };
  location: { href: string };
}

/**
 * A route's beforeLoad: its page for these sign-in states. A route for complete users sends a
 * signed-out visitor to sign in, and one without a profile to onboarding, each with the way back
 * (decision 052); every other refusal is the not-found page.
 */
export function onlyFor(...states: AuthState[]) {
  return ({ context, location }: AccessArgs): void => {
    if (states.includes(context.auth)) return;
    if (states.includes('complete')) {
      const back = safeReturnPath(location.href);
      const search = back ? { redirect: back } : {};
      if (context.auth === 'signedOut') throw redirect({ to: '/auth', search, replace: true });
      if (context.auth === 'incomplete') throw redirect({ to: '/', search, replace: true });
    }
    throw notFound();
  };
}
