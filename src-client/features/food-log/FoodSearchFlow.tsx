import { Skeleton, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { FiltersPanel } from './FiltersPanel.tsx';
import { OfflineFoods } from './OfflineFoods.tsx';
import { SearchResults } from './SearchResults.tsx';
import { logInputFor, portionChoices } from './serving-calculator.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';
import { useFoodSearch } from './use-food-search.ts';
import { useLogFood } from './use-food-log-actions.ts';

// The calculator loads once a search starts, before a food is chosen, not with the screen (decision 078).
const loadCalculator = () => import('./ServingCalculator.tsx');
const ServingCalculator = lazy(() => loadCalculator().then((m) => ({ default: m.ServingCalculator })));

interface FoodSearchFlowProps {
  date: string;
  /** Where a swipe-right quick add goes. */
  mealType: MealType;
  /** The dashboard's compact panel has no filters and a shorter list. */
  compact?: boolean;
  /** Shown while no calculator is open (Recent Foods, barcode lookup). */
  idle?: (select: (food: FoodResult) => void) => ReactNode;
  /** Text to search for now (a phrase the meal parser found no food for); `onPrefilled` once it is in the box. */
  prefill?: string;
  onPrefilled?: () => void;
}

/** Search box, filters, results and the serving calculator: shared by the hub and the dashboard. */
export function FoodSearchFlow({ date, mealType, compact = false, idle, prefill, onPrefilled }: FoodSearchFlowProps) {
  const { t } = useTranslation('food-log');
  const search = useFoodSearch();
  const [selected, setSelected] = useState<FoodResult | null>(null);
  const { log } = useLogFood();
  useEffect(() => {
    if (search.active) void loadCalculator();
  }, [search.active]);
  // Text given to search for fills the box once, as it arrives (set while rendering, not in an effect).
  const [filledWith, setFilledWith] = useState<string | undefined>();
  if (prefill !== filledWith) {
    setFilledWith(prefill);
    if (prefill) {
      setSelected(null);
      search.setText(prefill);
    }
  }
  useEffect(() => {
    if (prefill) onPrefilled?.();
  }, [prefill, onPrefilled]);

  const select = (food: FoodResult) => {
    setSelected(food);
    search.setText('');
  };
  const quickAdd = (food: FoodResult) =>
    log(logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, mealType, date }), {
      success: { title: t('search.added'), message: t('search.addedTo', { food: food.name, meal: mealType }) },
    });

  return (
    <Stack gap="sm">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        onChange={(e) => search.setText(e.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      {search.active && !compact && <FiltersPanel filters={search.filters} onChange={search.setFilters} />}
      {search.active &&
        (search.offline ? <OfflineFoods text={search.text} date={date} mealType={mealType} /> : <SearchResults search={search} onSelect={select} onQuickAdd={quickAdd} maxHeight={compact ? 360 : 560} />)}
      {selected ? (
        <Suspense fallback={<Skeleton height={360} radius="md" />}>
          <ServingCalculator key={selected.id} food={selected} date={date} onClose={() => setSelected(null)} />
        </Suspense>
      ) : (
        idle?.(select)
      )}
    </Stack>
  );
}
