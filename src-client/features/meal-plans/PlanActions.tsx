import { Button } from '@mantine/core';
import { IconCalendarPlus, IconChefHat, IconPlus } from '@tabler/icons-react';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { cookHref } from './plan-math.ts';
import { useLogPlannedDay, useLogPlannedMeal } from './use-plan-actions.ts';

/** 'Log this meal' and 'Cook this' for one planned meal. */
export function MealActions({ planId, day, mealType }: { planId: number; day: number; mealType: MealType }) {
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
        Log this meal
      </Button>
      <Button size="xs" variant="default" component="a" href={cookHref(planId, day, mealType)} leftSection={<IconChefHat size={14} aria-hidden />}>
        Cook this
      </Button>
    </>
  );
}

/** 'Log this day': every meal of the plan's day at once. */
export function LogDayButton({ planId, day }: { planId: number; day: number }) {
  const { log, pending } = useLogPlannedDay();
  return (
    <Button size="xs" variant="light" leftSection={<IconCalendarPlus size={14} aria-hidden />} loading={pending?.day === day} onClick={() => log({ planId, day })}>
      Log day {day}
    </Button>
  );
}
