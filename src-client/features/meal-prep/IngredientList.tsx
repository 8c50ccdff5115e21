import { Group, List, NumberInput, Paper, Text, Title } from '@mantine/core';
import type { PrepIngredient } from '../../../src/schemas/meal-prep.ts';

interface Props {
  ingredients: PrepIngredient[];
  servings: number;
  onServings: (n: number) => void;
}

const weight = (g: number) => (g >= 1000 ? `${Math.round(g / 100) / 10} kg` : `${g} g`);

/** The ingredients for the servings chosen; changing the servings scales every amount. */
export function IngredientList({ ingredients, servings, onServings }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ingredients-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} size="h4" id="ingredients-title">
          Ingredients for {servings} {servings === 1 ? 'serving' : 'servings'}
        </Title>
        <NumberInput
          label="Servings"
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
          This recipe lists no ingredients.
        </Text>
      ) : (
        <List spacing={4} aria-label="Ingredients">
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
