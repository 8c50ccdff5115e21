import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../src/domain/dates.ts';
import { FIRST_LOG_DAY, lastLogDay } from '../../../src/domain/log-dates.ts';
import { useDatesLocale } from '../../i18n/dates.ts';
import { relativeDay, shortDayLabel } from './day-options.ts';

const ARIA_LABELS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade', 'monthLevelControl', 'yearLevelControl'] as const;

export interface DaySelectProps {
  today: string;
  value: string;
  onChange: (day: string) => void;
  label?: string;
}

/**
 * A calendar from 2000-01-01 to a year ahead (decision 042), labelled Today, Yesterday, then the
 * date, with Today and Yesterday one click away.
 */
export function DaySelect({ today, value, onChange, label }: DaySelectProps) {
  const { t } = useTranslation('food-log');
  const locale = useDatesLocale();
  const dayLabel = (day: string) => {
    const relative = relativeDay(day, today);
    return relative ? t(`daySelect.${relative}`) : shortDayLabel(day, today, locale);
  };
  return (
    <DatePickerInput
      label={label ?? t('daySelect.label')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      w={{ base: '100%', xs: 200 }}
      locale={locale}
      value={value}
      onChange={(day) => day && onChange(day)}
      valueFormatter={({ date }) => (typeof date === 'string' ? dayLabel(date) : '')}
      minDate={FIRST_LOG_DAY}
      maxDate={lastLogDay(today)}
      presets={[
        { value: today, label: t('daySelect.today') },
        { value: addDays(today, -1), label: t('daySelect.yesterday') },
      ]}
      popoverProps={{ position: 'bottom-end' }}
      ariaLabels={Object.fromEntries(ARIA_LABELS.map((key) => [key, t(`daySelect.${key}`)]))}
    />
  );
}
