import { useTranslation } from 'react-i18next';
import { portionInWords } from '../../src/domain/portion-words.ts';

/** Portion labels in the language shown. */
export function usePortionWords(): (label: string) => string {
  const { t, i18n } = useTranslation('terms');
  // English labels stay USDA's own ('1 tablespoon' is not shortened).
  if (i18n.resolvedLanguage === 'en') return (label) => label;
  return (label) => portionInWords(label, (word, count) => t(`portions.${word}`, { count }));
}
