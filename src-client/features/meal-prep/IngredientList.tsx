import { Group, List, NumberInput, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PrepIngredient } from '../../../src/schemas/meal-prep.ts';
import { useFormat } from '../../i18n/format.ts';

interface Props {
  ingredients: PrepIngredient[];
  servings: number;
  onServings: (n: number) => void;
}

/** The ingredients for the servings chosen; changing the servings scales every amount. */
export function IngredientList({ ingredients, servings, onServings }: Props) {
  const { t } = useTranslation('meal-prep');
  const format = useFormat();
  const weight = (g: number) => (g >= 1000 ? format.unit(g / 1000, 'kilogram') : format.unit(g, 'gram', { maximumFractionDigits: 2 }));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ingredients-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} size="h4" id="ingredients-title">
          {t('ingredients.title', { count: servings })}
        </Title>
        <NumberInput
          label={t('ingredients.servings')}
          value={servings}
          min={1}
          max={50}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          w={120}
          onChange={(v) => {
            if (typeof v === 'number') onServings(v);
          }}
        />
      </Group>
      {ingredients.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ingredients.none')}
        </Text>
      ) : (
        <List spacing={4} aria-label={t('ingredients.list')}>
          {ingredients.map((item, i) => (
            <List.Item key={`${i}-${item.text}`}>
              {item.text}
              {item.grams !== null && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  ({weight(item.grams)})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
