import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../src/domain/dates.ts';
import { FIRST_LOG_DAY, lastLogDay } from '../../../src/domain/log-dates.ts';
import type { DaySelectProps } from './DaySelect.tsx';

const ARIA_LABELS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade', 'monthLevelControl', 'yearLevelControl'] as const;

interface DayPickerInputProps extends DaySelectProps {
  field: { label: string; leftSection: ReactNode; w: { base: string; xs: number } };
  locale: string;
  dayLabel: (day: string) => string;
}

/** Mantine's date picker (with its calendar dropdown) for `DaySelect`. */
export default function DayPickerInput({ today, value, onChange, field, locale, dayLabel }: DayPickerInputProps) {
  const { t } = useTranslation('food-log');
  return (
    <DatePickerInput
      {...field}
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
