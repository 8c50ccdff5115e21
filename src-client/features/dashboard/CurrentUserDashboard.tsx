import { useUser } from '../../shared/use-current-user.ts';
import { DashboardPage } from './DashboardPage.tsx';

/** `/dashboard`: the root layout only renders it for a complete user. */
export function CurrentUserDashboard() {
  const user = useUser();
  return user ? <DashboardPage user={user} /> : null;
}
