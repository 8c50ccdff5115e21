import { InputBase } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { useDayField, type DaySelectProps } from './day-field.tsx';

// The calendar brings Mantine's popover, modal and floating-ui with it. A screen's own day field
// paints without them, the same size, and their code is asked for after the first paint (decision 081).
const DaySelect = lazy(() => import('./DaySelect.tsx').then((m) => ({ default: m.DaySelect })));

/** `DaySelect` for a screen's first paint: until the calendar has loaded, a field that shows the day and says it cannot be used yet. */
export function LaterDaySelect(props: DaySelectProps) {
  const { field, dayLabel } = useDayField(props);
  const painted = (
    <InputBase component="button" type="button" pointer aria-disabled {...field}>
      {dayLabel(props.value)}
    </InputBase>
  );
  return (
    <AfterFirstPaint fallback={painted}>
      <Suspense fallback={painted}>
        <DaySelect {...props} />
      </Suspense>
    </AfterFirstPaint>
  );
}
