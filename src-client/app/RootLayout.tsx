import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LoadErrorScreen } from '../components/LoadErrorScreen.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { AppLayout } from '../features/layout/AppLayout.tsx';
import { BareLayout } from '../features/layout/BareLayout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { accessFor, authStateOf } from './access.ts';

/** The root route: decides by sign-in state what the current path shows (spec §2). */
export function RootLayout() {
  const me = useCurrentUser();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const access = accessFor(pathname, authStateOf(me));

  switch (access.kind) {
    case 'spinner':
      return <FullPageLoader />;
    case 'error':
      return (
        <BareLayout>
          <LoadErrorScreen onRetry={() => void me.refetch()} />
        </BareLayout>
      );
    case 'redirect':
      return <Navigate to={access.to} replace />;
  }

  const content = access.kind === 'page' ? <Outlet /> : <NotFoundPage />;
  if (access.chrome && me.data) return <AppLayout user={me.data}>{content}</AppLayout>;
  return <BareLayout>{content}</BareLayout>;
}
