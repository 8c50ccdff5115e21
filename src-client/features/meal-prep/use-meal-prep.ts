import { useRef, useState } from 'react';
import type { MealPrepGenerateInput } from '../../../src/schemas/meal-prep.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { beep } from './beep.ts';
import { toSaveInput, type PrepSession } from './prep-format.ts';
import { usePrepTimer } from './use-prep-timer.ts';

/** The studio's state: the current session, whether it is saved, and its timer (spec §4, §7). */
export function useMealPrep() {
  const utils = trpc.useUtils();
  const [session, setSession] = useState<PrepSession | null>(null);
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
      notifySuccess('Step completed!', current.current.session?.steps[next]?.title ?? '');
    },
    onComplete: () => {
      beep(600);
      notifySuccess('Meal prep completed!', 'Great work. Enjoy your meal!');
      void markComplete();
    },
  });

  const adopt = (next: PrepSession, isSaved: boolean) => {
    current.current = { session: next, saved: isSaved };
    setSession(next);
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
        onError: (error) => notifyError('Error creating recipe', messageOf(error, 'Please try again.')),
      }),
    /** A session from one of the user's own recipes, with its steps and timers. */
    cookRecipe: (id: number) =>
      fromRecipe.mutate(
        { id },
        {
          onSuccess: (generated) => adopt(generated, false),
          onError: (error) => notifyError('Error opening recipe', messageOf(error, 'Please try again.')),
        },
      ),
    load: (s: PrepSession) => adopt(s, true),
    save: () => {
      const s = current.current.session;
      if (!s) return;
      save.mutate(toSaveInput(s), {
        onSuccess: () => {
          current.current = { session: s, saved: true };
          setSaved(true);
          notifySuccess('Session saved', `${s.recipeName} is in your recent sessions.`);
        },
        onError: (error) => notifyError('Error saving session', messageOf(error, 'Please try again.')),
      });
    },
  };
}
