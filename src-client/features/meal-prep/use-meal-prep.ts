import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ingredientsForServings } from '../../../src/domain/prep-ingredients.ts';
import type { MealPrepGenerateInput } from '../../../src/schemas/meal-prep.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { beep } from './beep.ts';
import { toSaveInput, type PrepSession } from './prep-format.ts';
import { usePrepTimer } from './use-prep-timer.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** The session cooked for `servings`: its ingredient lines scaled from the servings they were written for. */
function forServings(base: PrepSession, servings: number): PrepSession {
  return servings === base.servings ? base : { ...base, servings, ingredients: ingredientsForServings(base.ingredients, base.servings, servings) };
}

/** The studio's state: the current session, the servings cooked, whether it is saved, and its timer. */
export function useMealPrep() {
  const { t } = useTranslation('meal-prep');
  const utils = trpc.useUtils();
  const [base, setBase] = useState<PrepSession | null>(null);
  const [servings, setServings] = useState(1);
  const session = base && forServings(base, servings);
  const [saved, setSaved] = useState(false);
  const current = useRef<{ session: PrepSession | null; saved: boolean }>({ session: null, saved: false });
  const sessions = trpc.mealPrep.sessions.useQuery();
  const generate = trpc.mealPrep.generate.useMutation();
  const fromRecipe = trpc.recipe.prep.useMutation();
  const save = trpc.mealPrep.save.useMutation({ onSuccess: () => utils.mealPrep.sessions.invalidate() });
  const complete = trpc.mealPrep.complete.useMutation({ onSuccess: () => utils.mealPrep.sessions.invalidate() });

  const timer = usePrepTimer({
    onStepDone: (next) => {
      beep();
      notifySuccess(t('toast.stepDone'), current.current.session?.steps[next]?.title ?? '');
    },
    onComplete: () => {
      beep(600);
      notifySuccess(t('toast.completed'), t('toast.completedDetail'));
      void markComplete();
    },
  });

  useWakeLock(timer.state.status === 'running');

  const adopt = (next: PrepSession, isSaved: boolean) => {
    current.current = { session: next, saved: isSaved };
    setBase(next);
    setServings(next.servings);
    setSaved(isSaved);
    timer.load(next.steps.map((s) => s.duration));
  };

  /** Marks the session complete on the server, saving it first when it is not saved yet. */
  const markComplete = async () => {
    const { session: s, saved: isSaved } = current.current;
    if (!s) return;
    try {
      if (!isSaved) {
        await save.mutateAsync(toSaveInput(s));
        current.current = { session: s, saved: true };
        setSaved(true);
      }
      await complete.mutateAsync({ id: s.id });
    } catch (error) {
      console.error('Could not mark the meal prep session complete', error);
    }
  };

  return {
    session,
    saved,
    timer,
    history: sessions.data?.slice(0, 3) ?? [],
    historyLoading: sessions.isPending,
    generating: generate.isPending || fromRecipe.isPending,
    saving: save.isPending,
    newRecipe: (input: MealPrepGenerateInput = {}) =>
      generate.mutate(input, {
        onSuccess: (generated) => adopt(generated, false),
        onError: (error) => notifyError(t('toast.createFailed'), messageOf(error, t('toast.tryAgain'))),
      }),
    /** A session from one of the user's own recipes, with its steps and timers. */
    cookRecipe: (id: number) =>
      fromRecipe.mutate(
        { id },
        {
          onSuccess: (generated) => adopt(generated, false),
          onError: (error) => notifyError(t('toast.openFailed'), messageOf(error, t('toast.tryAgain'))),
        },
      ),
    load: (s: PrepSession) => adopt(s, true),
    /** Cooks for another number of people; a saved session is saved again with the new amounts. */
    setServings: (n: number) => {
      if (!base || !Number.isInteger(n) || n < 1 || n > 50) return;
      setServings(n);
      current.current = { session: forServings(base, n), saved: false };
      setSaved(false);
    },
    save: () => {
      const s = current.current.session;
      if (!s) return;
      save.mutate(toSaveInput(s), {
        onSuccess: () => {
          current.current = { session: s, saved: true };
          setSaved(true);
          notifySuccess(t('toast.saved'), t('toast.savedDetail', { name: s.recipeName }));
        },
        onError: (error) => notifyError(t('toast.saveFailed'), messageOf(error, t('toast.tryAgain'))),
      });
    },
  };
}
