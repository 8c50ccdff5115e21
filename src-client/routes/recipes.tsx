import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { RecipesPage } from '../features/recipes/RecipesPage.tsx';

export const Route = createFileRoute('/recipes')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('recipes'),
  component: RecipesPage,
});
