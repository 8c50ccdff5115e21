import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { applyFilters, EMPTY_FILTERS, type FilterState } from '../../../src/domain/food-filters.ts';
import { trpc } from '../../app/trpc.ts';
import { unansweredOffline } from '../../offline/unanswered.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from './filter-options.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';

/** Search text, its debounced server query (3+ characters) and the client-side filters. */
export function useFoodSearch() {
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_CHARS;
  const query = trpc.foodLog.search.useQuery({ q: debounced }, { enabled });
  const online = useNetwork().online;

  const results = useMemo<FoodResult[]>(
    () => applyFilters((query.data ?? []).filter((food) => !hidden.has(food.id)), filters),
    [query.data, filters, hidden],
  );

  return {
    text,
    setText,
    /** Search and the filters panel show only past 2 characters. */
    active: text.trim().length >= SEARCH_MIN_CHARS,
    /** The text the shown results belong to. */
    searchedFor: debounced,
    /** The server cannot be reached and nothing is saved for this text: the device's own foods stand in (decision 111). */
    offline: enabled && query.data === undefined && (!online || unansweredOffline(query)),
    isError: enabled && query.isError,
    isReady: enabled && query.isSuccess && debounced === text.trim(),
    results,
    filters,
    setFilters,
    /** Swipe 'delete': drops a food from these results. */
    hide: (id: number) => setHidden((prev) => new Set(prev).add(id)),
  };
}

export type FoodSearchState = ReturnType<typeof useFoodSearch>;
