import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { LoadErrorScreen } from '../components/LoadErrorScreen.tsx';
import { useCurrentUser } from '../shared/use-current-user.ts';
import { AppLayout } from '../features/layout/AppLayout.tsx';
import { BareLayout } from '../features/layout/BareLayout.tsx';
import { useSavedLanguage } from '../i18n/use-saved-language.ts';
import { authStateOf } from './access.ts';
import { takeOverPrerendered } from './prerendered.ts';

// The toast container (and its transitions) loads on its own; toasts raised before it arrives wait
// in the notifications store and show once it mounts (decision 054).
const ToastHost = lazy(() => import('../components/ToastHost.tsx').then((m) => ({ default: m.ToastHost })));

const toasts = (
  <Suspense fallback={null}>
    <ToastHost />
  </Suspense>
);

/** The root route: the app's chrome for a complete user, a bare page otherwise. */
export function RootLayout() {
  const me = useCurrentUser();
  const router = useRouter();
  const auth = authStateOf(me.data);
  useSavedLanguage(me.data?.language);
  const checked = useRef(auth);
  useEffect(() => {
    // Signing in or out, or finishing onboarding, changes what each path shows: run beforeLoad again.
    if (checked.current === auth) return;
    checked.current = auth;
    void router.invalidate();
  }, [auth, router]);

  if (auth === 'complete' && me.data) {
    return (
      <AppLayout user={me.data}>
        <Outlet />
        {toasts}
      </AppLayout>
    );
  }
  return (
    <BareLayout>
      <Outlet />
      {toasts}
    </BareLayout>
  );
}

/** The session could not be read: say so and offer to try again. */
export function RootLoadError() {
  const router = useRouter();
  useLayoutEffect(takeOverPrerendered, []);
  return (
    <BareLayout>
      <LoadErrorScreen onRetry={() => void router.invalidate()} />
    </BareLayout>
  );
}
