import { notFound } from '@tanstack/react-router';

/** Spec §2 "Routing by sign-in state": each route's beforeLoad says which of these states may open it. */
export type AuthState = 'signedOut' | 'incomplete' | 'complete';

/** The user.me answer as a sign-in state: no age yet means onboarding is not done. */
export function authStateOf(user: { age: number | null } | null | undefined): AuthState {
  if (!user) return 'signedOut';
  return user.age == null ? 'incomplete' : 'complete';
}

/** A route's beforeLoad: its page for these sign-in states, the not-found page for the others. */
export function onlyFor(...states: AuthState[]) {
  return ({ context }: { context: { auth: AuthState } }): void => {
    if (!states.includes(context.auth)) throw notFound();
  };
}
