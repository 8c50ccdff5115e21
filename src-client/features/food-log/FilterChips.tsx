import { Chip, Group } from '@mantine/core';
import { useId } from 'react';
import classes from './FiltersPanel.module.css';

interface FilterChipsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A labelled group of toggle chips; every chosen option must match. */
export function FilterChips<T extends string>({ label, options, value, onChange }: FilterChipsProps<T>) {
  const id = useId();
  const toggle = (option: T, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id} className={classes.groupLabel}>
        {label}
      </span>
      <Group gap={6}>
        {options.map((o) => (
          <Chip key={o.value} size="xs" checked={value.includes(o.value)} onChange={(on) => toggle(o.value, on)}>
            {o.label}
          </Chip>
        ))}
      </Group>
    </div>
  );
}
