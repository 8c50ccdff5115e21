import { Button, Group, Loader, Modal, Select, Stack, Tabs, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPrepGenerateInput } from '../../../src/schemas/meal-prep.ts';
import { trpc } from '../../app/trpc.ts';

/** What to cook: a library recipe or planned meal (through generate), or one of the user's recipes. */
export type PrepChoice = { kind: 'generate'; input: MealPrepGenerateInput } | { kind: 'own'; id: number };

interface Props {
  opened: boolean;
  onClose: () => void;
  onChoose: (choice: PrepChoice) => void;
}

function Choice({ title, detail, onClick }: { title: string; detail: ReactNode; onClick: () => void }) {
  const { t } = useTranslation('meal-prep');
  return (
    <UnstyledButton onClick={onClick} p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}>
      <Text fw={600}>
        <VisuallyHidden>{t('picker.cook', { name: title })}</VisuallyHidden>
        <span aria-hidden>{title}</span>
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </UnstyledButton>
  );
}

function Library({ onChoose }: { onChoose: Props['onChoose'] }) {
  const { t } = useTranslation('meal-prep');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const found = trpc.mealPrep.library.useQuery({ q: q || undefined });
  return (
    <Stack gap="xs">
      <TextInput label={t('picker.searchLibrary')} placeholder={t('picker.searchPlaceholder')} leftSection={<IconSearch size={16} aria-hidden />} value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
      {found.isPending && <Loader size="sm" />}
      {found.data?.length === 0 && <Text c="dimmed">{t('picker.noMatch', { q })}</Text>}
      {found.data?.map((r) => (
        <Choice key={r.id} title={r.name} detail={t('picker.libraryDetail', { cuisine: r.cuisine, difficulty: t(`difficulty.${r.difficulty}`), minutes: r.totalMinutes, servings: r.servings, calories: r.caloriesPerServing })} onClick={() => onChoose({ kind: 'generate', input: { recipeId: r.id } })} />
      ))}
    </Stack>
  );
}

function OwnRecipes({ onChoose }: { onChoose: Props['onChoose'] }) {
  const { t } = useTranslation('meal-prep');
  const [text, setText] = useState('');
  const recipes = trpc.recipe.list.useQuery();
  const words = text.trim().toLowerCase();
  const shown = recipes.data?.filter((r) => r.name.toLowerCase().includes(words));
  return (
    <Stack gap="xs">
      <TextInput label={t('picker.filterOwn')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      {recipes.isPending && <Loader size="sm" />}
      {recipes.data?.length === 0 && <Text c="dimmed">{t('picker.noOwn')}</Text>}
      {shown?.map((r) => (
        <Choice key={r.id} title={r.name} detail={t('picker.ownDetail', { servings: r.servings, ingredients: r.ingredientCount, calories: Math.round(r.perServing.calories) })} onClick={() => onChoose({ kind: 'own', id: r.id })} />
      ))}
    </Stack>
  );
}

function PlanMeals({ onChoose }: { onChoose: Props['onChoose'] }) {
  const { t } = useTranslation('meal-prep');
  const plans = trpc.mealPlan.list.useQuery();
  const [planId, setPlanId] = useState<string | null>(null);
  const plan = plans.data?.find((p) => String(p.id) === planId) ?? plans.data?.[0];
  if (plans.isPending) return <Loader size="sm" />;
  if (!plan) return <Text c="dimmed">{t('picker.noPlans')}</Text>;
  return (
    <Stack gap="xs">
      <Select label={t('picker.mealPlan')} data={plans.data!.map((p) => ({ value: String(p.id), label: p.name }))} value={String(plan.id)} onChange={setPlanId} allowDeselect={false} />
      {plan.meals.map((m) => (
        <Choice
          key={`${m.day}-${m.mealType}`}
          title={m.name}
          detail={t('picker.planDetail', { day: m.day, mealType: t(`mealType.${m.mealType}`), minutes: m.totalTime, calories: Math.round(m.calories) })}
          onClick={() => onChoose({ kind: 'generate', input: { planId: plan.id, day: m.day, mealType: m.mealType } })}
        />
      ))}
    </Stack>
  );
}

/** 'New Recipe': pick what to cook from the library (by search), your recipes, or a meal of your plans. */
export function RecipePicker({ opened, onClose, onChoose }: Props) {
  const { t } = useTranslation('meal-prep');
  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} size="lg" closeButtonProps={{ 'aria-label': t('picker.close') }}>
      <Tabs defaultValue="library" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="library">{t('picker.library')}</Tabs.Tab>
          <Tabs.Tab value="own">{t('picker.own')}</Tabs.Tab>
          <Tabs.Tab value="plans">{t('picker.plans')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library">
          <Library onChoose={onChoose} />
        </Tabs.Panel>
        <Tabs.Panel value="own">
          <OwnRecipes onChoose={onChoose} />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlanMeals onChoose={onChoose} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onChoose({ kind: 'generate', input: {} })}>
          {t('picker.surprise')}
        </Button>
      </Group>
    </Modal>
  );
}
