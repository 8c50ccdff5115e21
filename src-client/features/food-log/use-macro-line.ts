import { useTranslation } from 'react-i18next';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';

/** '320 kcal · P 12 g · C 40 g · F 9 g', in the language shown. */
export function useMacroLine(): (macros: MacroTotals) => string {
  const { t } = useTranslation('food-log');
  return ({ calories, protein, carbs, fats }) => t('macros.line', { calories, protein, carbs, fats });
}
