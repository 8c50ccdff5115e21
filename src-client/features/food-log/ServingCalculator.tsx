import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGrams } from '../../../src/domain/portion-amounts.ts';
import { parseServings } from '../../../src/domain/serving-options.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { FoodBadges } from './FoodBadges.tsx';
import { DATA_TYPE_KEYS } from './filter-options.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { NutritionPreview } from './NutritionPreview.tsx';
import { calculatorAmount, isUsualAmount, logInputFor, portionChoices, type PortionChoice, type PortionGroup } from './serving-calculator.ts';
import { ServingsStepper } from './ServingsStepper.tsx';
import type { FoodResult } from '../../shared/food-log-types.ts';
import { useLogFood } from './use-food-log-actions.ts';
import { usePortionWords } from '../../i18n/portion-words.ts';

const GROUPS: PortionGroup[] = ['default', 'usda', 'weight'];

/** The serving calculator: meal type, portion, servings, optional quantity text, preview, add. */
export function ServingCalculator({ food, date, onClose }: { food: FoodResult; date: string; onClose: () => void }) {
  const { t } = useTranslation('food-log');
  const choices = useMemo(() => portionChoices(food), [food]);
  const [mealType, setMealType] = useState<MealType>('breakfast');
  const [choiceValue, setChoiceValue] = useState('default');
  const [servingsText, setServingsText] = useState('1');
  const [custom, setCustom] = useState('');
  const { log, isPending } = useLogFood();
  const portionWords = usePortionWords();

  const choice = choices.find((c) => c.value === choiceValue) ?? choices[0]!;
  const servings = parseServings(servingsText);
  const input = logInputFor({ food, choice, servings, customQuantity: custom, mealType, date });
  const amount = calculatorAmount(food, choice, servings, custom);
  const choiceLabel = (c: PortionChoice) => {
    const option = t('calculator.option', { portion: isUsualAmount(c.portionLabel) ? t('calculator.usualAmount') : portionWords(c.portionLabel), grams: Number(formatGrams(c.grams)) });
    return c.group === 'default' ? t('calculator.defaultOption', { option }) : option;
  };
  const selectData = GROUPS.map((group) => ({
    group: t(`calculator.groups.${group}`),
    items: choices.filter((c) => c.group === group).map((c) => ({ value: c.value, label: choiceLabel(c) })),
  })).filter((g) => g.items.length > 0);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="serving-calculator-title">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('calculator.eyebrow')}
          </Text>
          <Title order={3} size="h4" id="serving-calculator-title">
            {food.brand ? `${food.brand} ${food.name}` : food.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t('calculator.source', { dataType: t(`dataTypes.${DATA_TYPE_KEYS[food.dataType]}`), serving: food.servingSize })}
          </Text>
          <FoodBadges food={food} />
        </div>
        <Group grow align="flex-start" wrap="wrap">
          <MealTypeSelect value={mealType} onChange={setMealType} />
          <Select label={t('calculator.portion')} data={selectData} value={choice.value} onChange={(v) => v && setChoiceValue(v)} allowDeselect={false} miw={220} />
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <ServingsStepper value={servingsText} onChange={setServingsText} />
          <TextInput
            label={t('calculator.custom')}
            description={t('calculator.customHint')}
            placeholder={calculatorAmount(food, choice, servings).quantity}
            value={custom}
            onChange={(e) => setCustom(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
        <NutritionPreview nutrition={input} label={t('calculator.preview')} />
        <Text size="sm" data-testid="portion-used">
          {t('calculator.portionUsed', { portion: amount.portionUsed })}
        </Text>
        {amount.textIgnored && (
          <Text size="xs" c="orange.8">
            {t('calculator.textIgnored', { text: custom.trim() })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('calculator.willLog', { quantity: input.quantity, grams: amount.grams, meal: mealType })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => log(input, { onDone: onClose })} disabled={isPending}>
            {isPending ? t('calculator.adding') : t('calculator.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
