import { Input, RangeSlider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import type { PlanPreferencesForm } from './preferences.ts';

type Shares = PlanPreferencesForm['mealShares'];
const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** How big each main meal is, as a share of the day's calories; snacks take what is left. */
export function MealSharesInput({ value, onChange }: { value: Shares; onChange: (next: Shares) => void }) {
  const { t } = useTranslation('meal-plans');
  const format = useFormat();
  return (
    <Input.Wrapper label={t('mealShares.label')} description={t('mealShares.description')}>
      <Stack gap="lg" mt="xs" px={4}>
        {MEALS.map((meal) => {
          const label = t(`mealType.${meal}`);
          return (
            <div key={meal}>
              <Text size="sm" mb={4}>
                {t('mealShares.range', { meal: label, from: value[meal][0], to: value[meal][1] })}
              </Text>
              <RangeSlider
                min={5}
                max={70}
                step={5}
                minRange={5}
                value={value[meal]}
                onChange={(range) => onChange({ ...value, [meal]: range })}
                thumbFromLabel={t('mealShares.smallest', { meal: label })}
                thumbToLabel={t('mealShares.largest', { meal: label })}
                label={(v) => format.percent(v / 100)}
              />
            </div>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
