import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addDays } from '../../../src/domain/dates.ts';
import { FIRST_LOG_DAY, lastLogDay } from '../../../src/domain/log-dates.ts';
import { dayLabel } from './day-options.ts';

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

interface DaySelectProps {
  today: string;
  value: string;
  onChange: (day: string) => void;
  label?: string;
}

/**
 * A calendar from 2000-01-01 to a year ahead (decision 042), labelled Today, Yesterday, then the
 * date, with Today and Yesterday one click away.
 */
export function DaySelect({ today, value, onChange, label = 'Date' }: DaySelectProps) {
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(day) => day && onChange(day)}
      valueFormatter={({ date }) => (typeof date === 'string' ? dayLabel(date, today) : '')}
      minDate={FIRST_LOG_DAY}
      maxDate={lastLogDay(today)}
      presets={[
        { value: today, label: 'Today' },
        { value: addDays(today, -1), label: 'Yesterday' },
      ]}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ position: 'bottom-end' }}
      ariaLabels={ARIA_LABELS}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
