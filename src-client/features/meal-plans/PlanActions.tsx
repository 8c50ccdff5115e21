import { Button } from '@mantine/core';
import { IconCalendarPlus, IconChefHat, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { cookHref } from './plan-math.ts';
import { useLogPlannedDay, useLogPlannedMeal } from './use-plan-actions.ts';

/** 'Log this meal' and 'Cook this' for one planned meal. */
export function MealActions({ planId, day, mealType }: { planId: number; day: number; mealType: MealType }) {
  const { t } = useTranslation('meal-plans');
  const { log, pending } = useLogPlannedMeal();
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        loading={pending?.day === day && pending.mealType === mealType}
        onClick={() => log({ planId, day, mealType })}
      >
        {t('actions.logMeal')}
      </Button>
      <Button size="xs" variant="default" component="a" href={cookHref(planId, day, mealType)} leftSection={<IconChefHat size={14} aria-hidden />}>
        {t('actions.cook')}
      </Button>
    </>
  );
}

/** 'Log this day': every meal of the plan's day at once. */
export function LogDayButton({ planId, day }: { planId: number; day: number }) {
  const { t } = useTranslation('meal-plans');
  const { log, pending } = useLogPlannedDay();
  return (
    <Button size="xs" variant="light" leftSection={<IconCalendarPlus size={14} aria-hidden />} loading={pending?.day === day} onClick={() => log({ planId, day })}>
      {t('actions.logDay', { day })}
    </Button>
  );
}
