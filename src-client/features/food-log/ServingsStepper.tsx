import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseServings, stepServings } from '../../../src/domain/serving-options.ts';

interface ServingsStepperProps {
  value: string;
  onChange: (text: string) => void;
  label?: string;
}

/** Servings with −/+ in steps of 0.5, never below 0.1; empty or invalid text counts as 1. */
export function ServingsStepper({ value, onChange, label }: ServingsStepperProps) {
  const { t } = useTranslation('food-log');
  const name = label ?? t('servings.label');
  const step = (direction: 1 | -1) => onChange(String(stepServings(parseServings(value), direction)));
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <ActionIcon size={36} variant="default" aria-label={t('servings.decrease', { label: name.toLowerCase() })} onClick={() => step(-1)}>
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        label={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        inputMode="decimal"
        w={96}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon size={36} variant="default" aria-label={t('servings.increase', { label: name.toLowerCase() })} onClick={() => step(1)}>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
