import { useState } from 'react';
import type { LogPlannedDayInput, LogPlannedMealInput, MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../food-log/invalidate.ts';
import { LOGGED_TOAST } from '../food-log/use-food-log-actions.ts';

/** View: fetches a plan's details (spec §8 toasts) and holds the plan the dialog shows. */
export function useViewPlan() {
  const utils = trpc.useUtils();
  const [plan, setPlan] = useState<MealPlanDto | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const view = async (id: number) => {
    setLoadingId(id);
    try {
      const answer: { mealPlan?: MealPlanDto } | null = await utils.mealPlan.get.fetch({ id });
      if (answer?.mealPlan) setPlan(answer.mealPlan);
      else notifyError('Error', 'Could not load meal plan details. The meal plan may not have been generated properly.');
    } catch {
      notifyError('Error', 'Could not load meal plan details. Please try generating a new meal plan.');
    } finally {
      setLoadingId(null);
    }
  };
  return { plan, view, close: () => setPlan(null), loadingId };
}

/** Delete with 'Meal Plan Deleted' / 'Delete Failed'; the list is refreshed. */
export function useDeletePlan() {
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.remove.useMutation({ onSettled: () => utils.mealPlan.list.invalidate() });
  const remove = (id: number) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => notifySuccess('Meal Plan Deleted', 'Your meal plan has been successfully removed.'),
        onError: () => notifyError('Delete Failed', 'Failed to delete meal plan. Please try again.'),
      },
    );
  return { remove, isPending: mutation.isPending };
}

/** 'Log this meal': the planned meal goes to the food log. */
export function useLogPlannedMeal() {
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.logMeal.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: LogPlannedMealInput) =>
    mutation.mutate(input, {
      onSuccess: () => notifySuccess(LOGGED_TOAST.title, LOGGED_TOAST.message),
      onError: (error) => notifyError('Error logging food', messageOf(error, 'Please try again.')),
    });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { log, pending };
}

/** 'Log this day': every meal planned for the day goes to the food log together. */
export function useLogPlannedDay() {
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.logDay.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: LogPlannedDayInput) =>
    mutation.mutate(input, {
      onSuccess: (entries) => notifySuccess('Day logged', `${entries.length} meals were added to your food log.`),
      onError: (error) => notifyError('Error logging food', messageOf(error, 'Please try again.')),
    });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { log, pending };
}
