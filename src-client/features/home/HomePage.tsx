import { useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { authStateOf } from '../../app/access.ts';
import { takeOverPrerendered } from '../../app/prerendered.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useCurrentUser } from '../../shared/use-current-user.ts';
import { LandingPage } from '../landing/index.ts';

// Signed-out visitors download only the landing page; the dashboard and onboarding load on demand.
const DashboardPage = lazy(() => import('../dashboard/index.ts').then((m) => ({ default: m.DashboardPage })));
const OnboardingPage = lazy(() => import('../onboarding/index.ts').then((m) => ({ default: m.OnboardingPage })));

/** `/`: the landing page, onboarding or the dashboard, by sign-in state. */
export function HomePage() {
  const me = useCurrentUser();
  const state = authStateOf(me.data);
  const router = useRouter();
  const { redirect } = useSearch({ from: '/' });
  const leaving = state === 'complete' && redirect !== undefined;
  // Whatever `/` shows, it replaces the landing page painted from HTML, if the server sent one.
  useLayoutEffect(takeOverPrerendered, []);
  useEffect(() => {
    // Onboarding reached from a deep link is done: go there, without showing the dashboard on the way.
    if (leaving) router.history.replace(redirect);
  }, [leaving, redirect, router]);
  if (leaving) return <PageLoader />;
  if (state === 'complete' && me.data) {
    return (
      <Suspense fallback={<PageLoader />}>
        <DashboardPage user={me.data} />
      </Suspense>
    );
  }
  if (state === 'incomplete') {
    return (
      <Suspense fallback={<PageLoader />}>
        <OnboardingPage />
      </Suspense>
    );
  }
  return <LandingPage />;
}
