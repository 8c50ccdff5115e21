import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { budgets, cookingSkills, type MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { GeneratedPlanDialog } from './GeneratedPlanDialog.tsx';
import { MealSharesInput } from './MealSharesInput.tsx';
import { COOKING_TIME_RANGE, CUISINE_OPTIONS, DAYS_RANGE, DEFAULT_PREFERENCES, PEOPLE_RANGE, RESTRICTION_OPTIONS, toWhole, type PlanPreferencesForm } from './preferences.ts';

/** 'Smart Meal Plan Generator': preferences and 'Generate Meal Plan'. */
export function GeneratorCard() {
  const { t } = useTranslation('meal-plans');
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
          notifySuccess(t('generator.generated'), t('generator.generatedDetail'));
          setPlan(mealPlan);
        },
        // A 422 names what to relax ('No dinner fits vegan and 15 minutes: allow more time'); show it as is.
        onError: (error) => notifyError(t('generator.failed'), messageOf(error, t('tryAgain'))),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="generator-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="generator-title">
            {t('generator.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('generator.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('generator.days')}
            min={DAYS_RANGE.min}
            max={DAYS_RANGE.max}
            allowDecimal={false}
            value={prefs.days}
            onChange={(v) => set('days')(toWhole(v, DAYS_RANGE, DEFAULT_PREFERENCES.days))}
          />
          <NumberInput
            label={t('generator.maxCookingTime')}
            min={COOKING_TIME_RANGE.min}
            max={COOKING_TIME_RANGE.max}
            step={5}
            allowDecimal={false}
            value={prefs.maxCookingTime}
            onChange={(v) => set('maxCookingTime')(toWhole(v, COOKING_TIME_RANGE, DEFAULT_PREFERENCES.maxCookingTime))}
          />
          <NumberInput
            label={t('generator.people')}
            description={t('generator.peopleHelp')}
            min={PEOPLE_RANGE.min}
            max={PEOPLE_RANGE.max}
            allowDecimal={false}
            value={prefs.servings}
            onChange={(v) => set('servings')(toWhole(v, PEOPLE_RANGE, DEFAULT_PREFERENCES.servings))}
          />
          <MultiSelect
            label={t('generator.restrictions')}
            placeholder={prefs.dietaryRestrictions.length ? undefined : t('generator.noRestrictions')}
            data={RESTRICTION_OPTIONS.map((o) => ({ value: o.value, label: t(`generator.restriction.${o.key}`) }))}
            value={prefs.dietaryRestrictions}
            onChange={(v) => set('dietaryRestrictions')(RESTRICTION_OPTIONS.filter((o) => v.includes(o.value)).map((o) => o.value))}
            clearable
            searchable
          />
          <MultiSelect
            label={t('generator.cuisines')}
            placeholder={prefs.cuisinePreferences.length ? undefined : t('generator.anyCuisine')}
            data={CUISINE_OPTIONS.map((o) => ({ value: o.value, label: t(`generator.cuisine.${o.key}`) }))}
            value={prefs.cuisinePreferences}
            onChange={set('cuisinePreferences')}
            clearable
            searchable
          />
          <Select
            label={t('generator.skill')}
            data={cookingSkills.map((value) => ({ value, label: t(`generator.skillLevel.${value}`) }))}
            value={prefs.cookingSkill}
            allowDeselect={false}
            onChange={(v) => set('cookingSkill')(cookingSkills.find((o) => o === v) ?? DEFAULT_PREFERENCES.cookingSkill)}
          />
          <Select
            label={t('generator.budget')}
            data={budgets.map((value) => ({ value, label: t(`generator.budgetLevel.${value}`) }))}
            value={prefs.budget}
            allowDeselect={false}
            onChange={(v) => set('budget')(budgets.find((o) => o === v) ?? DEFAULT_PREFERENCES.budget)}
          />
        </SimpleGrid>
        <MealSharesInput value={prefs.mealShares} onChange={set('mealShares')} />
        <Group justify="flex-end">
          <Button leftSection={<IconSparkles size={16} aria-hidden />} loading={generate.isPending} onClick={submit}>
            {t('generator.submit')}
          </Button>
        </Group>
      </Stack>
      <GeneratedPlanDialog plan={plan} onClose={() => setPlan(null)} />
    </Card>
  );
}
