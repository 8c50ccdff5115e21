import { Anchor, Button, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChefHat, IconCopy, IconEdit, IconScale, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { RecipeDto } from '../../../src/schemas/user-recipe.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../food-log/invalidate.ts';
import { MealTypeSelect } from '../food-log/MealTypeSelect.tsx';
import { useUserToday } from '../food-log/use-user-today.ts';
import { formatMinutes } from './recipe-form.ts';
import { RecipeNutrients } from './RecipeNutrients.tsx';

interface RecipeDetailProps {
  recipe: RecipeDto;
  onEdit: () => void;
  onOpen: (id: number) => void;
  onDeleted: () => void;
}

const fail = (title: string) => (error: unknown) => notifyError(title, messageOf(error, 'Please try again.'));

/** One recipe: a serving's numbers, each ingredient's share, and what can be done with it. */
export function RecipeDetail({ recipe, onEdit, onOpen, onDeleted }: RecipeDetailProps) {
  const utils = trpc.useUtils();
  const today = useUserToday();
  const [servings, setServings] = useState<number | ''>(1);
  const [date, setDate] = useState(today);
  const [mealType, setMealType] = useState<MealType>('dinner');
  const [factor, setFactor] = useState<number | ''>(2);
  const refresh = () => utils.recipe.invalidate();
  const log = trpc.recipe.log.useMutation({ onError: fail('Could not log the recipe') });
  const scale = trpc.recipe.scale.useMutation({ onError: fail('Could not scale the recipe') });
  const duplicate = trpc.recipe.duplicate.useMutation({ onError: fail('Could not duplicate the recipe') });
  const remove = trpc.recipe.remove.useMutation({ onError: fail('Could not delete the recipe') });
  const n = recipe.perServing;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={recipe.name}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={2}>{recipe.name}</Title>
              <Text c="dimmed" size="sm">
                {recipe.servings} serving{recipe.servings === 1 ? '' : 's'} · prep {formatMinutes(recipe.prepMinutes)} · cook {formatMinutes(recipe.cookMinutes)}
                {recipe.sourceUrl && (
                  <>
                    {' · '}
                    <Anchor href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      source
                    </Anchor>
                  </>
                )}
              </Text>
            </div>
            <Group gap="xs">
              <Button component="a" href={`/meal-prep?recipe=${recipe.id}`} leftSection={<IconChefHat size={16} aria-hidden />} variant="light">
                Cook in studio
              </Button>
              <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
                Edit
              </Button>
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} loading={duplicate.isPending} onClick={() => duplicate.mutate({ id: recipe.id }, { onSuccess: async (copy) => (await refresh(), onOpen(copy.id)) })}>
                Duplicate
              </Button>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => window.confirm(`Delete ${recipe.name}?`) && remove.mutate({ id: recipe.id }, { onSuccess: async () => (await refresh(), onDeleted()) })}>
                Delete
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Per serving">
            {[['Calories', `${n.calories} kcal`], ['Protein', `${n.protein} g`], ['Carbs', `${n.carbs} g`], ['Fats', `${n.fats} g`]].map(([label, value]) => (
              <Paper key={label} withBorder radius="sm" p="xs">
                <Text size="xs" c="dimmed">
                  {label} per serving
                </Text>
                <Text fw={700} data-testid={`per-serving-${label!.toLowerCase()}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>

      <RecipeNutrients recipe={recipe} />

      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }} component="section" aria-label="Ingredients">
        <Title order={3} size="h4" mb="xs">
          Ingredients
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ingredient</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>kcal</Table.Th>
                <Table.Th>Share of calories</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipe.ingredients.map((i, k) => (
                <Table.Tr key={k}>
                  <Table.Td>{i.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{i.amount}</Text>
                    <Text size="xs" c="dimmed">
                      {i.portion}
                    </Text>
                  </Table.Td>
                  <Table.Td>{i.nutrition.calories}</Table.Td>
                  <Table.Td miw={110}>
                    <Text size="xs">{i.calorieShare}%</Text>
                    <Progress value={i.calorieShare} size="sm" aria-label={`${i.name}: ${i.calorieShare}% of the calories`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {recipe.steps.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Steps">
          <Title order={3} size="h4" mb="xs">
            Steps
          </Title>
          <Stack component="ol" gap={4} pl="md" m={0}>
            {recipe.steps.map((s, k) => (
              <Text component="li" key={k} size="sm">
                {s.text}
                {s.minutes ? ` (${formatMinutes(s.minutes)})` : ''}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Log servings">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Log servings
            </Title>
            <Group grow wrap="wrap" align="flex-start">
              <NumberInput label="Servings" min={0.25} step={0.5} value={servings} onChange={(v) => setServings(v === '' ? '' : Number(v))} miw={100} />
              <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} miw={140} />
              <MealTypeSelect value={mealType} onChange={setMealType} />
            </Group>
            <Button
              loading={log.isPending}
              onClick={() =>
                log.mutate(
                  { id: recipe.id, servings: servings === '' ? 0 : servings, date, mealType },
                  { onSuccess: async (entry) => (await invalidateAfterLogChange(utils), notifySuccess('Recipe logged', `${entry.quantity} of ${entry.foodName}: ${entry.calories} kcal.`)) },
                )
              }
            >
              Log to food log
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Scale recipe">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Scale
            </Title>
            <Text size="sm" c="dimmed">
              Multiplies every amount and the servings; one serving stays the same.
            </Text>
            <NumberInput label="Multiply by" min={0.1} step={0.5} value={factor} onChange={(v) => setFactor(v === '' ? '' : Number(v))} />
            <Button variant="light" leftSection={<IconScale size={16} aria-hidden />} loading={scale.isPending} onClick={() => scale.mutate({ id: recipe.id, factor: factor === '' ? 0 : factor }, { onSuccess: () => void refresh() })}>
              Scale amounts
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
