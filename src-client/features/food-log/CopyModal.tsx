import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { addDays } from '../../../src/domain/dates.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { DaySelect } from './DaySelect.tsx';
import { MEAL_TYPE_LABELS, MEAL_TYPE_OPTIONS } from './meal-groups.ts';
import { useCopyEntries } from './use-log-changes.ts';
import { useUserToday } from './use-user-today.ts';

/** Copies a meal (into a chosen meal) or the whole day (meals kept) to another day. */
export function CopyModal({ fromDate, mealType, onClose }: { fromDate: string; mealType: MealType | null; onClose: () => void }) {
  const today = useUserToday();
  const [toDate, setToDate] = useState(addDays(fromDate, 1));
  const [toMeal, setToMeal] = useState<string | null>(mealType);
  const copy = useCopyEntries();
  const what = mealType ? MEAL_TYPE_LABELS[mealType] : 'the whole day';

  return (
    <Modal opened onClose={onClose} title={mealType ? `Copy ${what}` : 'Copy day'} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Copies {what} with the same foods and amounts.
        </Text>
        <DaySelect today={today} value={toDate} onChange={setToDate} label="Copy to date" />
        {mealType && <Select label="Copy to meal" data={MEAL_TYPE_OPTIONS} value={toMeal} onChange={setToMeal} allowDeselect={false} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(
                { fromDate, toDate, ...(mealType ? { mealType, toMealType: (toMeal ?? mealType) as MealType } : {}) },
                { onSuccess: onClose },
              )
            }
          >
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
