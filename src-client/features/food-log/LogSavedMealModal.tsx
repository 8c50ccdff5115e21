import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import { DaySelect } from './DaySelect.tsx';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { servingsInput, servingsTotals } from './saved-meal-log.ts';
import { useSavedMealActions } from './use-log-changes.ts';
import { useMacroLine } from './use-macro-line.ts';
import { useUserToday } from '../../shared/use-user-today.ts';

interface Props {
  meal: SavedMealDto;
  date: string;
  mealType: MealType;
  onClose: () => void;
}

/** Logs a saved meal in one action: servings per item (0 leaves it out), to a chosen day and meal. */
export function LogSavedMealModal({ meal, date: initialDate, mealType: initialMeal, onClose }: Props) {
  const { t } = useTranslation('food-log');
  const macroLine = useMacroLine();
  const today = useUserToday();
  const [date, setDate] = useState(initialDate);
  const [mealType, setMealType] = useState(initialMeal);
  const [servings, setServings] = useState<(number | string)[]>(meal.items.map(() => 1));
  const { log } = useSavedMealActions();
  const totals = servingsTotals(meal.items, servings);
  const setAt = (i: number, value: number | string) => setServings((s) => s.map((v, j) => (j === i ? value : v)));

  return (
    <Modal opened onClose={onClose} title={t('logSavedMeal.title', { name: meal.name })} centered closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}>
      <Stack gap="sm">
        {meal.items.map((item, i) => (
          <Group key={item.item} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {item.foodName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('logSavedMeal.item', { quantity: item.quantity, calories: item.calories })}
              </Text>
            </div>
            <NumberInput
              aria-label={t('logSavedMeal.servingsOf', { food: item.foodName })}
              value={servings[i]}
              onChange={(v) => setAt(i, v)}
              min={0}
              max={100}
              step={0.5}
              decimalScale={2}
              w={90}
            />
          </Group>
        ))}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <DaySelect today={today} value={date} onChange={setDate} />
          <MealTypeSelect value={mealType} onChange={setMealType} />
        </Group>
        <Text size="sm" fw={600}>
          {t('logSavedMeal.adds', { macros: macroLine(totals) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={log.isPending} disabled={servings.every((s) => Number(s || 0) === 0)} onClick={() => log.mutate({ id: meal.id, date, mealType, items: servingsInput(servings) }, { onSuccess: onClose })}>
            {t('logSavedMeal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
