import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../src/domain/dates.ts';
import { FIRST_LOG_DAY, lastLogDay } from '../../../src/domain/log-dates.ts';
import { useDayField, type DaySelectProps } from './day-field.tsx';

const ARIA_LABELS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade', 'monthLevelControl', 'yearLevelControl'] as const;

/**
 * A calendar from 2000-01-01 to a year ahead (decision 042), labelled Today, Yesterday, then the
 * date, with Today and Yesterday one click away.
 */
export function DaySelect(props: DaySelectProps) {
  const { t } = useTranslation('food-log');
  const { field, dayLabel, locale } = useDayField(props);
  const { today, value, onChange } = props;
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
