import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwapRequestType } from '../../../src/schemas/ai.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';
import { ServingCalculator } from '../food-log/index.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import { SWAP_TABS, swapsRequest, type Swap } from './swap-logic.ts';
import { SwapResultCard } from './SwapResultCard.tsx';

const isTab = (v: string | null): v is SwapRequestType => SWAP_TABS.some((t) => t.value === v);

/**
 * The detailed swap panel for a typed food: four tabs, each a generation request. The
 * header shows the food the server compared with, so its numbers and the cards' deltas agree.
 */
export function SwapDetailPanel({ food }: { food: string }) {
  const { t } = useTranslation('food-swaps');
  const [tab, setTab] = useState<SwapRequestType>('healthier');
  const today = useUserToday();
  const swaps = trpc.ai.swaps.useMutation({
    onError: (error) => notifyError(t('detail.failed'), messageOf(error, t('detail.tryAgainLater'))),
  });
  const [using, setUsing] = useState<Swap | null>(null);
  const { mutate } = swaps;

  useEffect(() => {
    mutate(swapsRequest(food, tab));
  }, [food, tab, mutate]);

  const results = swaps.data ?? [];
  const original = results[0]?.originalFood;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="swap-panel-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h3" id="swap-panel-title">
              {t('detail.title', { food })}
            </Title>
            {original && (
              <Text size="sm" c="dimmed" data-testid="swap-compared-with">
                {t('detail.comparedWith', {
                  name: original.name,
                  serving: original.servingSize,
                  calories: Math.round(original.nutrition.calories),
                  protein: original.nutrition.protein,
                  carbs: original.nutrition.carbs,
                  fats: original.nutrition.fats,
                  fiber: original.nutrition.fiber,
                })}
              </Text>
            )}
          </div>
          <EngineBadge engine={results[0]?.engine} />
        </Group>
        <Tabs value={tab} onChange={(v) => isTab(v) && setTab(v)}>
          <Tabs.List>
            {SWAP_TABS.map(({ value, key }) => (
              <Tabs.Tab key={value} value={value}>
                {t(`detail.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {swaps.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('detail.finding')}</Text>
          </Group>
        ) : swaps.isError ? (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('detail.notGenerated')}
            </Text>
            <Button size="xs" variant="light" onClick={() => mutate(swapsRequest(food, tab))}>
              {t('detail.retry')}
            </Button>
          </Group>
        ) : results.length === 0 ? (
          <Stack gap={2} align="center" ta="center" py="md">
            <Text fw={600}>{t('detail.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('detail.emptyText')}
            </Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {results.map((r) => (
              <SwapResultCard key={r.id} result={r} onUse={() => setUsing(r)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {/* "Use This Swap" asks for the meal and the portion before anything is logged. */}
      <Modal opened={using !== null} onClose={() => setUsing(null)} title={t('detail.useTitle')} size="lg" centered closeButtonProps={{ 'aria-label': t('detail.close') }}>
        {using && <ServingCalculator key={using.id} food={using.swapSuggestion.food} date={today} onClose={() => setUsing(null)} />}
      </Modal>
    </Paper>
  );
}
