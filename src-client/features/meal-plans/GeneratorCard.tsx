import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { GeneratedPlanDialog } from './GeneratedPlanDialog.tsx';
import { MealSharesInput } from './MealSharesInput.tsx';
import {
  BUDGET_OPTIONS,
  COOKING_TIME_RANGE,
  CUISINE_OPTIONS,
  DAYS_RANGE,
  DEFAULT_PREFERENCES,
  RESTRICTION_OPTIONS,
  SKILL_OPTIONS,
  toWhole,
  type PlanPreferencesForm,
} from './preferences.ts';

/** 'Smart Meal Plan Generator': preferences and 'Generate Meal Plan' (spec §2, §7, §8). */
export function GeneratorCard() {
  const [prefs, setPrefs] = useState<PlanPreferencesForm>(DEFAULT_PREFERENCES);
  const [plan, setPlan] = useState<MealPlanDto | null>(null);
  const utils = trpc.useUtils();
  const generate = trpc.mealPlan.generate.useMutation({ onSuccess: () => utils.mealPlan.list.invalidate() });
  const set = <K extends keyof PlanPreferencesForm>(key: K) => (value: PlanPreferencesForm[K]) => setPrefs((p) => ({ ...p, [key]: value }));

  const submit = () =>
    generate.mutate(
      { preferences: prefs },
      {
        onSuccess: ({ mealPlan }) => {
          notifySuccess('Smart Meal Plan Generated!', 'Your personalized meal plan with shopping list is ready.');
          setPlan(mealPlan);
        },
        // A 422 names what to relax ('No dinner fits vegan and 15 minutes: allow more time'); show it as is.
        onError: (error) => notifyError('Error generating meal plan', messageOf(error, 'Please try again.')),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="generator-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="generator-title">
            Smart Meal Plan Generator
          </Title>
          <Text size="sm" c="dimmed">
            Tell us how you eat and cook; we balance each day against your targets.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Days"
            min={DAYS_RANGE.min}
            max={DAYS_RANGE.max}
            allowDecimal={false}
            value={prefs.days}
            onChange={(v) => set('days')(toWhole(v, DAYS_RANGE, DEFAULT_PREFERENCES.days))}
          />
          <NumberInput
            label="Max cooking time (minutes)"
            min={COOKING_TIME_RANGE.min}
            max={COOKING_TIME_RANGE.max}
            step={5}
            allowDecimal={false}
            value={prefs.maxCookingTime}
            onChange={(v) => set('maxCookingTime')(toWhole(v, COOKING_TIME_RANGE, DEFAULT_PREFERENCES.maxCookingTime))}
          />
          <MultiSelect
            label="Dietary restrictions"
            placeholder={prefs.dietaryRestrictions.length ? undefined : 'None'}
            data={RESTRICTION_OPTIONS}
            value={prefs.dietaryRestrictions}
            onChange={(v) => set('dietaryRestrictions')(RESTRICTION_OPTIONS.filter((o) => v.includes(o.value)).map((o) => o.value))}
            clearable
            searchable
          />
          <MultiSelect
            label="Cuisine preferences"
            placeholder={prefs.cuisinePreferences.length ? undefined : 'Any'}
            data={CUISINE_OPTIONS}
            value={prefs.cuisinePreferences}
            onChange={set('cuisinePreferences')}
            clearable
            searchable
          />
          <Select
            label="Cooking skill"
            data={SKILL_OPTIONS}
            value={prefs.cookingSkill}
            allowDeselect={false}
            onChange={(v) => set('cookingSkill')(SKILL_OPTIONS.find((o) => o.value === v)?.value ?? DEFAULT_PREFERENCES.cookingSkill)}
          />
          <Select
            label="Budget"
            data={BUDGET_OPTIONS}
            value={prefs.budget}
            allowDeselect={false}
            onChange={(v) => set('budget')(BUDGET_OPTIONS.find((o) => o.value === v)?.value ?? DEFAULT_PREFERENCES.budget)}
          />
        </SimpleGrid>
        <MealSharesInput value={prefs.mealShares} onChange={set('mealShares')} />
        <Group justify="flex-end">
          <Button leftSection={<IconSparkles size={16} aria-hidden />} loading={generate.isPending} onClick={submit}>
            Generate Meal Plan
          </Button>
        </Group>
      </Stack>
      <GeneratedPlanDialog plan={plan} onClose={() => setPlan(null)} />
    </Card>
  );
}
