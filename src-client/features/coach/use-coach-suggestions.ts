import { useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc.ts';
import { useUser } from '../../shared/use-current-user.ts';
import { generationKey, needsGeneration } from './coach-view.ts';

/**
 * The coach's suggestions: the stored list for today, regenerated once when there is none yet or
 * food was logged since (the food log invalidates `ai.latestSuggestions`). Failures stay silent.
 */
export function useCoachSuggestions() {
  const user = useUser();
  const utils = trpc.useUtils();
  const latest = trpc.ai.latestSuggestions.useQuery(undefined, { enabled: !!user, retry: false });
  const generate = trpc.ai.dailySuggestions.useMutation({
    onSuccess: (suggestions) => {
      const now = new Date().toISOString();
      utils.ai.latestSuggestions.setData(undefined, (old) => ({ date: old?.date ?? '', generatedAt: now, stale: false, suggestions }));
    },
    retry: false,
  });
  const tried = useRef<string | null>(null);
  const { mutate } = generate;

  useEffect(() => {
    const data = latest.data;
    if (!data || latest.isFetching || !needsGeneration(data)) return;
    const key = generationKey(data);
    if (tried.current === key) return;
    tried.current = key;
    mutate({});
  }, [latest.data, latest.isFetching, mutate]);

  const suggestions = latest.data?.suggestions ?? [];
  const loading = !!user && (latest.isPending || generate.isPending || (!!latest.data && needsGeneration(latest.data) && !generate.isError));
  return { suggestions, loading };
}
