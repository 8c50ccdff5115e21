import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import { trpc } from '../../app/trpc.ts';
import { LogSavedMealModal } from './LogSavedMealModal.tsx';
import { NameModal } from './NameModal.tsx';
import { useSavedMealActions } from './use-log-changes.ts';

/** The user's saved meals on the Add Food tab: log one again, rename or delete it. */
export function SavedMealsList({ date, mealType }: { date: string; mealType: MealType }) {
  const { t } = useTranslation('food-log');
  const meals = trpc.savedMeal.list.useQuery();
  const { rename, remove } = useSavedMealActions();
  const [logging, setLogging] = useState<SavedMealDto | null>(null);
  const [renaming, setRenaming] = useState<SavedMealDto | null>(null);
  if (!meals.data?.length) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('savedMeals.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('savedMeals.title')}
      </Title>
      <Stack gap="xs">
        {meals.data.map((meal) => (
          <Group key={meal.id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {meal.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('savedMeals.summary', { count: meal.items.length, calories: meal.totals.calories })}
              </Text>
            </div>
            <Group gap={2} wrap="nowrap">
              <Button size="compact-sm" onClick={() => setLogging(meal)} aria-label={t('savedMeals.logLabel', { name: meal.name })}>
                {t('savedMeals.log')}
              </Button>
              <ActionIcon variant="subtle" aria-label={t('savedMeals.rename', { name: meal.name })} onClick={() => setRenaming(meal)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('savedMeals.delete', { name: meal.name })} loading={remove.isPending && remove.variables?.id === meal.id} onClick={() => remove.mutate({ id: meal.id })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      {logging && <LogSavedMealModal key={logging.id} meal={logging} date={date} mealType={mealType} onClose={() => setLogging(null)} />}
      <NameModal
        opened={renaming !== null}
        title={t('savedMeals.renameTitle')}
        initial={renaming?.name}
        submitLabel={t('savedMeals.renameSubmit')}
        pending={rename.isPending}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => renaming && rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
      />
    </Paper>
  );
}
