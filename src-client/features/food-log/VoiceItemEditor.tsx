import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedFood } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { loggedFoodName } from './serving-calculator.ts';
import { editedVoiceFood } from './voice-edit.ts';

const ALTERNATIVES = 8;

/** A recognised food before logging: another food among what search finds for the words said, another amount, another meal. */
export function VoiceItemEditor({ item, meal, onSave, onCancel }: { item: ParsedFood; meal: MealType; onSave: (food: ParsedFood, meal: MealType) => void; onCancel: () => void }) {
  const { t } = useTranslation('food-log');
  const said = item.query.trim().length >= 3 ? item.query.trim() : item.name;
  const search = trpc.foodLog.search.useQuery({ q: said.slice(0, 100) });
  // The food found for what was said, by its own name, so its amount can change even when the words said rank it lower.
  const byName = trpc.foodLog.search.useQuery({ q: item.name.slice(0, 100) }, { enabled: item.name.trim().length >= 3 });
  const [foodId, setFoodId] = useState(String(item.foodId));
  const [amount, setAmount] = useState(item.quantity);
  const [mealType, setMealType] = useState(meal);
  const current = byName.data?.find((f) => f.id === item.foodId);
  const foods = [...(current ? [current] : []), ...(search.data ?? []).filter((f) => f.id !== item.foodId).slice(0, ALTERNATIVES)];
  const chosen = foods.find((f) => String(f.id) === foodId);
  const options = [
    ...(foods.some((f) => f.id === item.foodId) ? [] : [{ value: String(item.foodId), label: item.name }]),
    ...foods.map((f) => ({ value: String(f.id), label: loggedFoodName(f) })),
  ];

  return (
    <Stack gap="xs" mt="xs">
      <Select label={t('voiceEditor.food')} data={options} value={foodId} onChange={(id) => id && setFoodId(id)} allowDeselect={false} disabled={search.isPending || byName.isFetching} />
      <Group grow align="flex-start" gap="xs" wrap="wrap">
        <TextInput label={t('voiceEditor.amount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} description={chosen ? undefined : t('voiceEditor.pickFood')} />
        <MealTypeSelect value={mealType} onChange={setMealType} />
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button size="compact-sm" onClick={() => onSave(chosen ? editedVoiceFood(item, chosen, amount) : item, mealType)}>
          {t('voiceEditor.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
