import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { offlineFoods } from './offline-foods.ts';
import { useLogFood } from './use-food-log-actions.ts';

// Read from what this device already holds: asking the server is what failed.
const cachedOnly = { enabled: false } as const;

/** In place of search results when the server cannot be reached: the recent, saved and own foods that match, each logged through the outbox. */
export function OfflineFoods({ text, date, mealType }: { text: string; date: string; mealType: MealType }) {
  const { t } = useTranslation('offline');
  const logs = trpc.foodLog.list.useQuery(undefined, cachedOnly);
  const savedMeals = trpc.savedMeal.list.useQuery(undefined, cachedOnly);
  const customFoods = trpc.customFood.list.useQuery(undefined, cachedOnly);
  const { log } = useLogFood();
  const foods = offlineFoods(text, { logs: logs.data, savedMeals: savedMeals.data, customFoods: customFoods.data }, date, mealType);

  return (
    <Stack gap="xs">
      <Alert color="orange" variant="light" icon={<IconCloudOff size={18} aria-hidden />} title={t('search.title')} role="status">
        {foods.length > 0 ? t('search.detail') : t('search.none', { text })}
      </Alert>
      {foods.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('search.listLabel')}>
          {foods.map((food) => (
            <Group component="li" key={food.key} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {food.name}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" color="gray" c="dark.8">
                    {t('search.kind', { kind: food.kind })}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('search.calories', { calories: food.calories })}
                  </Text>
                </Group>
              </div>
              <Button
                size="compact-sm"
                variant="light"
                style={{ flexShrink: 0 }}
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label={t('search.logLabel', { name: food.name })}
                onClick={() => food.entries.forEach((entry) => log(entry))}
              >
                {t('search.log')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
