import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import { DaySelect } from './DaySelect.tsx';
import { MealTypeSelect } from './MealTypeSelect.tsx';
import { servingsInput, servingsTotals } from './saved-meal-log.ts';
import { useSavedMealActions } from './use-log-changes.ts';
import { useUserToday } from './use-user-today.ts';

interface Props {
  meal: SavedMealDto;
  date: string;
  mealType: MealType;
  onClose: () => void;
}

/** Logs a saved meal in one action: servings per item (0 leaves it out), to a chosen day and meal. */
export function LogSavedMealModal({ meal, date: initialDate, mealType: initialMeal, onClose }: Props) {
  const today = useUserToday();
  const [date, setDate] = useState(initialDate);
  const [mealType, setMealType] = useState(initialMeal);
  const [servings, setServings] = useState<(number | string)[]>(meal.items.map(() => 1));
  const { log } = useSavedMealActions();
  const totals = servingsTotals(meal.items, servings);
  const setAt = (i: number, value: number | string) => setServings((s) => s.map((v, j) => (j === i ? value : v)));

  return (
    <Modal opened onClose={onClose} title={`Log ${meal.name}`} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="sm">
        {meal.items.map((item, i) => (
          <Group key={item.item} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {item.foodName}
              </Text>
              <Text size="xs" c="dimmed">
                {item.quantity} · {item.calories} kcal
              </Text>
            </div>
            <NumberInput
              aria-label={`Servings of ${item.foodName}`}
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
          Adds {totals.calories} kcal · P {totals.protein} g · C {totals.carbs} g · F {totals.fats} g
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={log.isPending} disabled={servings.every((s) => Number(s || 0) === 0)} onClick={() => log.mutate({ id: meal.id, date, mealType, items: servingsInput(servings) }, { onSuccess: onClose })}>
            Log meal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
