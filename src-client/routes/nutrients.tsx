import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { NutrientsPage } from '../features/nutrients/NutrientsPage.tsx';

export const Route = createFileRoute('/nutrients')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('nutrients'),
  component: NutrientsPage,
});
