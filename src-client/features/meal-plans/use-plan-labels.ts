import { useTranslation } from 'react-i18next';
import { difficultyOf, PLAN_DEFAULTS, plainDays } from './plan-math.ts';

/** A saved plan's duration and difficulty in the language shown; wordings the app does not know are shown as they are. */
export function usePlanLabels() {
  const { t } = useTranslation('meal-plans');
  return {
    duration: (duration: string | null | undefined) => {
      const days = plainDays(duration);
      return days === undefined ? duration : t('plan.days', { count: days });
    },
    difficulty: (difficulty: string | null | undefined) => {
      const text = difficulty || PLAN_DEFAULTS.difficulty;
      const level = difficultyOf(text);
      return level ? t(`difficulty.${level}`) : text;
    },
  };
}
