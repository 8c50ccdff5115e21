import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_KEYS, type NutrientKey } from '../../../src/domain/micronutrients.ts';
import type { RecipeDto } from '../../../src/schemas/user-recipe.ts';
import { useFormat } from '../../i18n/format.ts';

const isNutrientKey = (key: string): key is NutrientKey => NUTRIENT_KEYS.some((k) => k === key);

/** A serving's vitamins, minerals and the rest, as the ingredients report them; an amount some ingredients lack is a floor. */
export function RecipeNutrients({ recipe }: { recipe: RecipeDto }) {
  const { t } = useTranslation('recipes');
  const { t: term } = useTranslation('terms');
  const format = useFormat();
  const count = recipe.ingredients.length;
  const amountText = (amount: number, unit: string) => `${format.number(amount, { maximumFractionDigits: amount >= 100 ? 0 : amount >= 1 ? 1 : 2 })} ${unit}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }} component="section" aria-label={t('nutrients.title')}>
      <Title order={3} size="h4" mb="xs">
        {t('nutrients.title')}
      </Title>
      {recipe.perServingNutrients.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nutrients.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('nutrients.nutrient')}</Table.Th>
                <Table.Th>{t('nutrients.amountHeading')}</Table.Th>
                <Table.Th>{t('nutrients.knownFor')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipe.perServingNutrients.map((n) => (
                <Table.Tr key={n.key} data-testid={`recipe-nutrient-${n.key}`}>
                  <Table.Td>{isNutrientKey(n.key) ? term(`nutrients.${n.key}`) : n.name}</Table.Td>
                  <Table.Td>{n.lacking > 0 ? t('nutrients.atLeast', { amount: amountText(n.amount, n.unit) }) : amountText(n.amount, n.unit)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={n.lacking > 0 ? 'dimmed' : undefined}>
                      {n.lacking > 0 ? t('nutrients.someIngredients', { known: count - n.lacking, count }) : t('nutrients.everyIngredient')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('nutrients.logNote')}
      </Text>
    </Paper>
  );
}
