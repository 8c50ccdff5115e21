import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../src/domain/dates.ts';
import { mealTypes, type MealType } from '../../../src/domain/choices.ts';
import { DaySelect } from './DaySelect.tsx';
import { useCopyEntries } from './use-log-changes.ts';
import { useUserToday } from '../../shared/use-user-today.ts';

/** Copies a meal (into a chosen meal) or the whole day (meals kept) to another day. */
export function CopyModal({ fromDate, mealType, onClose }: { fromDate: string; mealType: MealType | null; onClose: () => void }) {
  const { t } = useTranslation('food-log');
  const today = useUserToday();
  // Today, where entries are eaten; a whole day cannot be copied onto itself, so today's goes to tomorrow.
  const [toDate, setToDate] = useState(fromDate === today && !mealType ? addDays(today, 1) : today);
  // A meal copied within one day goes to the next meal, since it cannot land on itself.
  const [toMeal, setToMeal] = useState<string | null>(mealType && toDate === fromDate ? mealTypes[(mealTypes.indexOf(mealType) + 1) % mealTypes.length]! : mealType);
  const copy = useCopyEntries();

  return (
    <Modal
      opened
      onClose={onClose}
      title={mealType ? t('copy.titleMeal', { meal: mealType }) : t('copy.titleDay')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {mealType ? t('copy.describeMeal', { meal: mealType }) : t('copy.describeDay')}
        </Text>
        <DaySelect today={today} value={toDate} onChange={setToDate} label={t('copy.toDate')} />
        {mealType && (
          <Select
            label={t('copy.toMeal')}
            data={mealTypes.map((meal) => ({ value: meal, label: t(`mealTypes.${meal}`) }))}
            value={toMeal}
            onChange={setToMeal}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
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
            {t('copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
