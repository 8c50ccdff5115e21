import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { RecipesPage } from '../features/recipes/RecipesPage.tsx';

export const Route = createFileRoute('/recipes')({
  beforeLoad: onlyFor('complete'),
  component: RecipesPage,
});
