import { useTranslation } from 'react-i18next';

/** Keeps the visibility toggle's name free of the word "password", so the field's label stays unique. */
export function usePasswordToggle() {
  const { t } = useTranslation('auth');
  return { 'aria-label': t('fields.passwordToggle') };
}
