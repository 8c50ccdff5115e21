import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { parseServings, stepServings } from '../../../src/domain/serving-options.ts';

interface ServingsStepperProps {
  value: string;
  onChange: (text: string) => void;
  label?: string;
}

/** Servings with −/+ in steps of 0.5, never below 0.1; empty or invalid text counts as 1 (spec §5). */
export function ServingsStepper({ value, onChange, label = 'Servings' }: ServingsStepperProps) {
  const step = (direction: 1 | -1) => onChange(String(stepServings(parseServings(value), direction)));
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <ActionIcon size={36} variant="default" aria-label={`Decrease ${label.toLowerCase()}`} onClick={() => step(-1)}>
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        inputMode="decimal"
        w={96}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon size={36} variant="default" aria-label={`Increase ${label.toLowerCase()}`} onClick={() => step(1)}>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
