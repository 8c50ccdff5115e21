import { Input, RangeSlider, Stack, Text } from '@mantine/core';
import type { PlanPreferencesForm } from './preferences.ts';

type Shares = PlanPreferencesForm['mealShares'];
const MEALS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/** How big each main meal is, as a share of the day's calories; snacks take what is left. */
export function MealSharesInput({ value, onChange }: { value: Shares; onChange: (next: Shares) => void }) {
  return (
    <Input.Wrapper label="Meal sizes" description="Each meal's share of the day's calories; snacks fill the rest.">
      <Stack gap="lg" mt="xs" px={4}>
        {MEALS.map(([meal, label]) => (
          <div key={meal}>
            <Text size="sm" mb={4}>
              {label}: {value[meal][0]}–{value[meal][1]}%
            </Text>
            <RangeSlider
              min={5}
              max={70}
              step={5}
              minRange={5}
              value={value[meal]}
              onChange={(range) => onChange({ ...value, [meal]: range })}
              thumbFromLabel={`${label} smallest share`}
              thumbToLabel={`${label} largest share`}
              label={(v) => `${v}%`}
            />
          </div>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
