import { Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachApply } from '../../../src/schemas/ai.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterTargetChange } from '../../shared/invalidate.ts';
import { CoachSuggestionItem } from './CoachSuggestionItem.tsx';
import { EngineBadge } from '../../components/EngineBadge.tsx';
import { useCoachSuggestions } from './use-coach-suggestions.ts';

// The logging dialog (a modal with a meal picker) loads when 'Apply' first asks for it, not with the dashboard (decision 073).
const CoachLogModal = lazy(() => import('./CoachLogModal.tsx').then((m) => ({ default: m.CoachLogModal })));

/** The dashboard's AI Nutrition Coach card: loading, then suggestions or encouragement. */
export function AiCoachCard() {
  const { t } = useTranslation('coach');
  const { suggestions, loading } = useCoachSuggestions();
  const engine = suggestions[0]?.engine;
  const utils = trpc.useUtils();
  const [logging, setLogging] = useState<Extract<CoachApply, { kind: 'log' }> | null>(null);
  // Once opened it stays mounted, so closing it keeps its transition.
  const [wanted, setWanted] = useState(false);
  // A target change is recorded like one made at the weekly check-in.
  const accept = trpc.expenditure.accept.useMutation({
    onSuccess: async (change) => {
      notifySuccess(t('card.targetSet'), t('card.targetSetDetail', { calories: Math.round(change.calories) }));
      await invalidateAfterTargetChange(utils);
    },
    onError: (e) => notifyError(t('card.targetNotChanged'), messageOf(e, t('card.tryAgain'))),
  });
  const targetQuestion = (a: Extract<CoachApply, { kind: 'target' }>) =>
    t('card.targetQuestion', { current: Math.round(a.currentCalories), calories: Math.round(a.calories), protein: Math.round(a.protein), carbs: Math.round(a.carbs), fats: Math.round(a.fats) });
  const apply = (a: CoachApply) => {
    if (a.kind === 'log') {
      setWanted(true);
      setLogging(a);
    } else if (window.confirm(targetQuestion(a))) accept.mutate({ calories: a.calories, protein: a.protein, carbs: a.carbs, fats: a.fats });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ai-coach-title" aria-busy={loading} data-testid="ai-coach-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconSparkles size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h5" id="ai-coach-title">
                {t('card.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('card.subtitle')}
              </Text>
            </div>
          </Group>
          {!loading && <EngineBadge engine={engine} />}
        </Group>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('card.generating')}
            </Text>
          </Group>
        ) : suggestions.length === 0 ? (
          <Text size="sm" data-testid="coach-suggestions">
            {t('card.encouragement')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="coach-suggestions">
            {suggestions.map((s, i) => (
              <CoachSuggestionItem key={`${i}-${s.suggestion}`} s={s} onApply={apply} />
            ))}
          </Stack>
        )}
      </Stack>
      {wanted && (
        <Suspense fallback={null}>
          <CoachLogModal apply={logging} onClose={() => setLogging(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
