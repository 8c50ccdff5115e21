import 'dayjs/locale/de';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

/** The locale for Mantine's date pickers (month and day names), following the language shown. */
export function useDatesLocale(): string {
  return useTranslation().i18n.resolvedLanguage ?? 'en';
}
