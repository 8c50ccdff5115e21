import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { parseProgressSearch } from '../features/progress/progress-view.ts';
import { ProgressPage } from '../features/progress/ProgressPage.tsx';

function ProgressRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProgressPage tab={tab ?? 'overview'} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}

export const Route = createFileRoute('/progress')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseProgressSearch,
  staticData: { messages: ['progress', 'weight', 'goal'] },
  loader: loadScreen,
  component: ProgressRoute,
});
