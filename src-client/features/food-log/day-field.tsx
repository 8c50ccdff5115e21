import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDatesLocale } from '../../i18n/dates.ts';
import { relativeDay, shortDayLabel } from './day-options.ts';

export interface DaySelectProps {
  today: string;
  value: string;
  onChange: (day: string) => void;
  label?: string;
}

/**
 * What the day field shows, whether the calendar has loaded or not: its label, icon and width, and
 * the day's name (Today, Yesterday, then the date).
 */
export function useDayField({ today, label }: DaySelectProps) {
  const { t } = useTranslation('food-log');
  const locale = useDatesLocale();
  const dayLabel = (day: string) => {
    const relative = relativeDay(day, today);
    return relative ? t(`daySelect.${relative}`) : shortDayLabel(day, today, locale);
  };
  const field = { label: label ?? t('daySelect.label'), leftSection: <IconCalendar size={16} aria-hidden />, w: { base: '100%', xs: 200 } };
  return { field, dayLabel, locale };
}
