import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { recentFoods, relogInput } from './recent-foods.ts';
import { useLogFood } from './use-food-log-actions.ts';
import { useMacroLine } from './use-macro-line.ts';

interface RecentFoodsProps {
  date: string;
  mealType: MealType;
  onMealTypeChange: (meal: MealType) => void;
}

/** The last 5 distinct foods; one click logs the same entry again to the chosen meal. */
export function RecentFoods({ date, mealType, onMealTypeChange }: RecentFoodsProps) {
  const { t } = useTranslation('food-log');
  const macroLine = useMacroLine();
  const logs = trpc.foodLog.list.useQuery();
  const { log, isPending } = useLogFood();
  const recent = recentFoods(logs.data ?? []);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-foods-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} size="h5" id="recent-foods-title">
            {t('recent.title')}
          </Title>
          <MealTypeSelect value={mealType} onChange={onMealTypeChange} />
        </Group>
        {logs.isError && <ErrorAlert title={t('actions.fetchLogsFailed')}>{t('actions.tryLater')}</ErrorAlert>}
        {logs.isPending && <Skeleton height={48} radius="md" />}
        {logs.isSuccess && recent.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('recent.empty')}
          </Text>
        )}
        {recent.map((entry) => (
          <Group key={entry.id} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {entry.foodName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('macros.entry', { quantity: entry.quantity, macros: macroLine(entry) })}
              </Text>
            </div>
            <Button
              size="compact-sm"
              style={{ flexShrink: 0 }}
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={t('recent.logAgainLabel', { food: entry.foodName })}
              disabled={isPending}
              onClick={() => log(relogInput(entry, mealType, date))}
            >
              {t('recent.logAgain')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
