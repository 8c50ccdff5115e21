import { Paper, Table, Text, Title } from '@mantine/core';
import type { RecipeDto } from '../../../src/schemas/user-recipe.ts';

const amountText = (amount: number, unit: string) => `${Number(amount.toFixed(amount >= 100 ? 0 : amount >= 1 ? 1 : 2))} ${unit}`;

/** A serving's vitamins, minerals and the rest, as the ingredients report them; an amount some ingredients lack is a floor. */
export function RecipeNutrients({ recipe }: { recipe: RecipeDto }) {
  const count = recipe.ingredients.length;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }} component="section" aria-label="Nutrients per serving">
      <Title order={3} size="h4" mb="xs">
        Nutrients per serving
      </Title>
      {recipe.perServingNutrients.length === 0 ? (
        <Text size="sm" c="dimmed">
          None of the ingredients says which vitamins and minerals it holds.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nutrient</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Known for</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipe.perServingNutrients.map((n) => (
                <Table.Tr key={n.key} data-testid={`recipe-nutrient-${n.key}`}>
                  <Table.Td>{n.name}</Table.Td>
                  <Table.Td>{n.lacking > 0 ? `at least ${amountText(n.amount, n.unit)}` : amountText(n.amount, n.unit)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={n.lacking > 0 ? 'dimmed' : undefined}>
                      {n.lacking > 0 ? `${count - n.lacking} of ${count} ingredients` : 'every ingredient'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        A log entry keeps only the nutrients every ingredient reports; the others count as unknown there.
      </Text>
    </Paper>
  );
}
