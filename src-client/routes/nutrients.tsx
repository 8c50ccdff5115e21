import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { NutrientsPage } from '../features/nutrients/NutrientsPage.tsx';

export const Route = createFileRoute('/nutrients')({
  beforeLoad: onlyFor('complete'),
  component: NutrientsPage,
});
