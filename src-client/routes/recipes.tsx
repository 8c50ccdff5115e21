import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { RecipesPage } from '../features/recipes/RecipesPage.tsx';

export const Route = createFileRoute('/recipes')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['recipes'] },
  loader: loadScreen,
  component: RecipesPage,
});
