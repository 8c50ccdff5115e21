import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogPlannedDayInput, LogPlannedMealInput, MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';

/** View: fetches a plan's details and holds the plan the dialog shows. */
export function useViewPlan() {
  const { t } = useTranslation('meal-plans');
  const utils = trpc.useUtils();
  const [plan, setPlan] = useState<MealPlanDto | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const view = async (id: number) => {
    setLoadingId(id);
    try {
      const answer: { mealPlan?: MealPlanDto } | null = await utils.mealPlan.get.fetch({ id });
      if (answer?.mealPlan) setPlan(answer.mealPlan);
      else notifyError(t('toast.error'), t('toast.notGenerated'));
    } catch {
      notifyError(t('toast.error'), t('toast.notLoaded'));
    } finally {
      setLoadingId(null);
    }
  };
  return { plan, view, close: () => setPlan(null), loadingId };
}

/** Delete with 'Meal Plan Deleted' / 'Delete Failed'; the list is refreshed. */
export function useDeletePlan() {
  const { t } = useTranslation('meal-plans');
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.remove.useMutation({ onSettled: () => utils.mealPlan.list.invalidate() });
  const remove = (id: number) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => notifySuccess(t('toast.deleted'), t('toast.deletedDetail')),
        onError: () => notifyError(t('toast.deleteFailed'), t('toast.deleteFailedDetail')),
      },
    );
  return { remove, isPending: mutation.isPending };
}

/** 'Log this meal': the planned meal goes to the food log. */
export function useLogPlannedMeal() {
  const { t } = useTranslation('meal-plans');
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.logMeal.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: LogPlannedMealInput) =>
    mutation.mutate(input, {
      onSuccess: () => notifySuccess(t('toast.mealLogged'), t('toast.mealLoggedDetail')),
      onError: (error) => notifyError(t('toast.logFailed'), messageOf(error, t('tryAgain'))),
    });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { log, pending };
}

/** 'Log this day': every meal planned for the day goes to the food log together. */
export function useLogPlannedDay() {
  const { t } = useTranslation('meal-plans');
  const utils = trpc.useUtils();
  const mutation = trpc.mealPlan.logDay.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: LogPlannedDayInput) =>
    mutation.mutate(input, {
      onSuccess: (entries) => notifySuccess(t('toast.dayLogged'), t('toast.dayLoggedDetail', { count: entries.length })),
      onError: (error) => notifyError(t('toast.logFailed'), messageOf(error, t('tryAgain'))),
    });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { log, pending };
}
