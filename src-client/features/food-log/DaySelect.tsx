import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { dayOptions } from './day-options.ts';

interface DaySelectProps {
  today: string;
  value: string;
  onChange: (day: string) => void;
  label?: string;
}

/** Today and the six days before it (spec §9), labelled Today, Yesterday, then the date. */
export function DaySelect({ today, value, onChange, label = 'Date' }: DaySelectProps) {
  const data = useMemo(() => dayOptions(today), [today]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(day) => day && onChange(day)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
