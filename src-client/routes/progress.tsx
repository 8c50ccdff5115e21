import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { parseProgressSearch } from '../features/progress/progress-view.ts';
import { ProgressPage } from '../features/progress/ProgressPage.tsx';

function ProgressRoute() {
  const { tab } = Route.useSearch();
  return <ProgressPage initialTab={tab} />;
}

export const Route = createFileRoute('/progress')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseProgressSearch,
  component: ProgressRoute,
});
