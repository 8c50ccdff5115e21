import { Chip, Group, type MantineSize } from '@mantine/core';
import { useId } from 'react';

interface ChoiceChipsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  label: string;
  size?: MantineSize;
}

/**
 * One of a few options as radio chips. Used instead of a segmented control on screens that load
 * with several cards: its sliding indicator measures the page on every layout change.
 */
export function ChoiceChips<T extends string>({ value, onChange, data, label, size = 'sm' }: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <Chip.Group<false, T> value={value} onChange={onChange}>
      <Group gap={6} role="radiogroup" aria-label={label} wrap="nowrap">
        {data.map((option) => (
          <Chip key={option.value} value={option.value} type="radio" name={name} size={size}>
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
