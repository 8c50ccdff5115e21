import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { useDatesLocale } from '../../i18n/dates.ts';
import { relativeDay, shortDayLabel } from './day-options.ts';

// The calendar brings Mantine's popover, modal and floating-ui with it: the field paints without them,
// the same size, and its code is asked for after the first paint (decision 081).
const DayPickerInput = lazy(() => import('./DayPickerInput.tsx'));

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
export function DaySelect(props: DaySelectProps) {
  const { t } = useTranslation('food-log');
  const locale = useDatesLocale();
  const dayLabel = (day: string) => {
    const relative = relativeDay(day, props.today);
    return relative ? t(`daySelect.${relative}`) : shortDayLabel(day, props.today, locale);
  };
  const field = { label: props.label ?? t('daySelect.label'), leftSection: <IconCalendar size={16} aria-hidden />, w: { base: '100%', xs: 200 } };
  const painted = (
    <InputBase component="button" type="button" pointer aria-disabled {...field}>
      {dayLabel(props.value)}
    </InputBase>
  );
  return (
    <AfterFirstPaint fallback={painted}>
      <Suspense fallback={painted}>
        <DayPickerInput {...props} field={field} locale={locale} dayLabel={dayLabel} />
      </Suspense>
    </AfterFirstPaint>
  );
}
