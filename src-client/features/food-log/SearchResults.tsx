import { Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FoodCard } from './FoodCard.tsx';
import { NoResults } from './NoResults.tsx';
import { SwipeFoodCard } from './SwipeFoodCard.tsx';
import { runSwipeAction } from './swipe-actions.ts';
import type { FoodResult } from './types.ts';
import { useFavorites } from './use-favorites.ts';
import type { FoodSearchState } from './use-food-search.ts';

interface SearchResultsProps {
  search: FoodSearchState;
  onSelect: (food: FoodResult) => void;
  /** Swipe right: log one default serving at once. */
  onQuickAdd: (food: FoodResult) => void;
  maxHeight?: number;
}

/** Results as swipe cards on touch screens (`pointer: coarse`) and click cards elsewhere. */
export function SearchResults({ search, onSelect, onQuickAdd, maxHeight = 560 }: SearchResultsProps) {
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const { favorites, toggle } = useFavorites();

  if (search.isError) return <ErrorAlert title="Failed to search foods">Please check your connection and try again.</ErrorAlert>;
  if (search.isReady && search.results.length === 0) return <NoResults query={search.searchedFor} onSuggest={search.setText} />;
  if (search.results.length === 0) {
    return (
      <Stack align="center" py="md" gap={4}>
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          Searching foods...
        </Text>
      </Stack>
    );
  }

  const handlers = { toggleFavorite: (food: FoodResult) => toggle(food.id), edit: onSelect, hide: (food: FoodResult) => search.hide(food.id) };

  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <Text size="xs" c="dimmed" mb={6} role="status">
        {search.results.length} {search.results.length === 1 ? 'food' : 'foods'} found
        {touch ? ' · swipe right to add, left for actions' : ''}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {search.results.map((food) => (
          <li key={food.id}>
            {touch ? (
              <SwipeFoodCard
                food={food}
                favorite={favorites.has(food.id)}
                onSelect={onSelect}
                onAdd={onQuickAdd}
                onAction={(action, f) => runSwipeAction(action, f, handlers)}
              />
            ) : (
              <FoodCard food={food} favorite={favorites.has(food.id)} onSelect={onSelect} />
            )}
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
