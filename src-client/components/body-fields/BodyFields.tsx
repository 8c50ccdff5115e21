import { Group, NativeSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AGE_RANGE } from '../../../src/schemas/user.ts';
import { METRIC, type Units } from './body-units.ts';
import { optionsFor } from './options.ts';

export const BODY_FIELDS = [
  'age',
  'gender',
  'height',
  'weight',
  'activityLevel',
  'fitnessGoal',
  'dietaryPreference',
  'timeline',
] as const;
export type BodyField = (typeof BODY_FIELDS)[number] | 'heightFt' | 'heightIn';

interface BodyFieldsProps {
  /** Usually `(field) => form.getInputProps(field)`. */
  inputProps: (field: BodyField) => object;
  disabled?: boolean;
  /** Height and weight accept decimals (profile) or whole numbers only (onboarding). */
  decimals?: boolean;
  /** Weight in kg or lb, height in cm or in feet and inches (values converted by body-units.ts). */
  units?: Units;
}

/** Age, gender, height, weight, activity, goal, diet and timeline: shared by onboarding and profile. */
export function BodyFields({ inputProps, disabled = false, decimals = false, units = METRIC }: BodyFieldsProps) {
  const { t } = useTranslation();
  // No clamping: an out-of-range value shows the schema's message instead of silently changing.
  const number = { hideControls: true, disabled, allowNegative: false, clampBehavior: 'none' } as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label={t('bodyFields.age')} min={AGE_RANGE.min} max={AGE_RANGE.max} allowDecimal={false} {...number} {...inputProps('age')} />
        <NativeSelect label={t('bodyFields.gender')} data={optionsFor('gender')} disabled={disabled} {...inputProps('gender')} />
        {units.heightUnit === 'ft_in' ? (
          <Group grow gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput label={t('bodyFields.heightFt')} allowDecimal={false} {...number} {...inputProps('heightFt')} />
            <NumberInput label={t('bodyFields.heightIn')} allowDecimal decimalScale={1} {...number} {...inputProps('heightIn')} />
          </Group>
        ) : (
          <NumberInput label={t('bodyFields.heightCm')} allowDecimal={decimals} decimalScale={1} {...number} {...inputProps('height')} />
        )}
        <NumberInput
          label={units.weightUnit === 'lb' ? t('bodyFields.weightLbs') : t('bodyFields.weightKg')}
          allowDecimal={decimals || units.weightUnit === 'lb'}
          decimalScale={1}
          {...number}
          {...inputProps('weight')}
        />
      </SimpleGrid>
      <NativeSelect label={t('bodyFields.activityLevel')} data={optionsFor('activityLevel')} disabled={disabled} {...inputProps('activityLevel')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect label={t('bodyFields.fitnessGoal')} data={optionsFor('fitnessGoal')} disabled={disabled} {...inputProps('fitnessGoal')} />
        <NativeSelect
          label={t('bodyFields.dietaryPreference')}
          data={optionsFor('dietaryPreference')}
          disabled={disabled}
          {...inputProps('dietaryPreference')}
        />
        <NativeSelect label={t('bodyFields.timeline')} data={optionsFor('timeline')} disabled={disabled} {...inputProps('timeline')} />
      </SimpleGrid>
    </Stack>
  );
}
