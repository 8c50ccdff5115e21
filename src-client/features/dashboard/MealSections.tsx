import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { MealGroup } from '../../shared/meal-groups.ts';
import type { ListedFoodLog } from '../../offline/waiting-entries.ts';
import { WaitingMark } from '../../offline/WaitingMark.tsx';
import { usePortionWords } from '../../i18n/portion-words.ts';
import classes from './TodaysMeals.module.css';

/** Breakfast, Lunch, Dinner and Snacks with their totals; each entry opens its detail. */
export function MealSections({ groups, onOpen }: { groups: MealGroup<ListedFoodLog>[]; onOpen: (entry: FoodLogDto) => void }) {
  const { t } = useTranslation('dashboard');
  const portionWords = usePortionWords();
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <section key={group.type} className={classes.section} aria-label={t(`meals.sections.${group.type}`)}>
          <Group justify="space-between" mb={4}>
            <Title order={3} size="h5">
              {t(`meals.sections.${group.type}`)}
            </Title>
            <Text size="sm" fw={600} c={group.entries.length ? undefined : 'dimmed'}>
              {group.entries.length ? t('meals.total', { kcal: group.totals.calories }) : t('meals.empty')}
            </Text>
          </Group>
          {group.entries.map((entry) => (
            <UnstyledButton key={entry.id} className={classes.entry} onClick={() => onOpen(entry)} aria-haspopup="dialog" disabled={entry.waiting} data-waiting={entry.waiting}>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {entry.foodName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('meals.entryMacros', { quantity: portionWords(entry.quantity), protein: entry.protein, carbs: entry.carbs, fats: entry.fats })}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                {entry.waiting && <WaitingMark />}
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('meals.entryCalories', { kcal: entry.calories })}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </section>
      ))}
    </Stack>
  );
}
