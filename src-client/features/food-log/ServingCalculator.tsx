import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { parseServings } from '../../../src/domain/serving-options.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { FoodBadges } from './FoodBadges.tsx';
import { MEAL_TYPE_LABELS } from './meal-groups.ts';
import { MealTypeSelect } from './MealTypeSelect.tsx';
import { NutritionPreview } from './NutritionPreview.tsx';
import { calculatorAmount, logInputFor, portionChoices, type PortionGroup } from './serving-calculator.ts';
import { ServingsStepper } from './ServingsStepper.tsx';
import type { FoodResult } from './types.ts';
import { useLogFood } from './use-food-log-actions.ts';

const GROUPS: PortionGroup[] = ['Default serving', 'USDA portions', 'Weight'];

/** Spec §2 serving calculator: meal type, portion, servings, optional quantity text, preview, add. */
export function ServingCalculator({ food, date, onClose }: { food: FoodResult; date: string; onClose: () => void }) {
  const choices = useMemo(() => portionChoices(food), [food]);
  const [mealType, setMealType] = useState<MealType>('breakfast');
  const [choiceValue, setChoiceValue] = useState('default');
  const [servingsText, setServingsText] = useState('1');
  const [custom, setCustom] = useState('');
  const { log, isPending } = useLogFood();

  const choice = choices.find((c) => c.value === choiceValue) ?? choices[0]!;
  const servings = parseServings(servingsText);
  const input = logInputFor({ food, choice, servings, customQuantity: custom, mealType, date });
  const amount = calculatorAmount(food, choice, servings, custom);
  const selectData = GROUPS.map((group) => ({ group, items: choices.filter((c) => c.group === group).map(({ value, label }) => ({ value, label })) })).filter(
    (g) => g.items.length > 0,
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="serving-calculator-title">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Serving calculator
          </Text>
          <Title order={3} size="h4" id="serving-calculator-title">
            {food.brand ? `${food.brand} ${food.name}` : food.name}
          </Title>
          <Text size="xs" c="dimmed">
            {food.dataType} · nutrition per {food.servingSize}
          </Text>
          <FoodBadges food={food} />
        </div>
        <Group grow align="flex-start" wrap="wrap">
          <MealTypeSelect value={mealType} onChange={setMealType} />
          <Select label="Portion" data={selectData} value={choice.value} onChange={(v) => v && setChoiceValue(v)} allowDeselect={false} miw={220} />
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <ServingsStepper value={servingsText} onChange={setServingsText} />
          <TextInput
            label="Custom quantity (optional)"
            description="An amount such as 1 large, 150 g, 2 cups or half a can"
            placeholder={calculatorAmount(food, choice, servings).quantity}
            value={custom}
            onChange={(e) => setCustom(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
        <NutritionPreview nutrition={input} label="Nutrition preview" />
        <Text size="sm" data-testid="portion-used">
          Portion used: {amount.portionUsed}
        </Text>
        {amount.textIgnored && (
          <Text size="xs" c="orange.8">
            No amount found in &quot;{custom.trim()}&quot;: the numbers are for the portion and servings above.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Will be logged as &quot;{input.quantity}&quot; ({amount.grams} g) to {MEAL_TYPE_LABELS[mealType]}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button onClick={() => log(input, { onDone: onClose })} disabled={isPending}>
            {isPending ? 'Adding...' : 'Add to Log'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
