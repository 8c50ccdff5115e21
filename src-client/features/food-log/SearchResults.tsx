import { Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FoodCard } from './FoodCard.tsx';
import { NoResults } from './NoResults.tsx';
import { SwipeFoodCard } from './SwipeFoodCard.tsx';
import { useSwipeActions } from './swipe-actions.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';
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
  const { t } = useTranslation('food-log');
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const { favorites, toggle } = useFavorites();
  const runSwipeAction = useSwipeActions({ toggleFavorite: (food) => toggle(food.id), edit: onSelect, hide: (food) => search.hide(food.id) });

  if (search.isError) return <ErrorAlert title={t('search.failed')}>{t('search.checkConnection')}</ErrorAlert>;
  if (search.isReady && search.results.length === 0) return <NoResults query={search.searchedFor} onSuggest={search.setText} />;
  if (search.results.length === 0) {
    return (
      <Stack align="center" py="md" gap={4}>
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          {t('search.searching')}
        </Text>
      </Stack>
    );
  }

  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <Text size="xs" c="dimmed" mb={6} role="status">
        {t(touch ? 'search.foundTouch' : 'search.found', { count: search.results.length })}
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
                onAction={runSwipeAction}
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
