import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { NutrientsPage } from '../features/nutrients/NutrientsPage.tsx';

export const Route = createFileRoute('/nutrients')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['nutrients'] },
  loader: loadScreen,
  component: NutrientsPage,
});
