import { Badge, Button, Group, Loader, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconChefHat, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { MealRecipeDetail } from '../../../src/schemas/meal-chat.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../food-log/invalidate.ts';
import { MealTypeSelect } from '../food-log/MealTypeSelect.tsx';
import { useUserToday } from '../food-log/use-user-today.ts';

const fail = (title: string) => (error: unknown) => notifyError(title, messageOf(error, 'Please try again.'));

/** The meal a recipe is logged to by default: the first meal it is made for. */
const defaultMeal = (r: MealRecipeDetail): MealType => r.mealTypes[0] ?? 'dinner';

function Numbers({ recipe }: { recipe: MealRecipeDetail }) {
  const n = recipe.perServing;
  const cells: [string, string][] = [['Calories', `${n.calories} kcal`], ['Protein', `${n.protein} g`], ['Carbs', `${n.carbs} g`], ['Fats', `${n.fats} g`]];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label="Per serving">
      {cells.map(([label, value]) => (
        <Paper key={label} withBorder radius="sm" p="xs">
          <Text size="xs" c="dimmed">
            {label} per serving
          </Text>
          <Text fw={700} data-testid={`recipe-${label.toLowerCase()}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function LogForm({ recipe, onDone }: { recipe: MealRecipeDetail; onDone: () => void }) {
  const utils = trpc.useUtils();
  const today = useUserToday();
  const [servings, setServings] = useState<number | ''>(1);
  const [mealType, setMealType] = useState<MealType>(defaultMeal(recipe));
  const log = trpc.ai.logMealRecipe.useMutation({ onError: fail('Could not log the recipe') });
  const submit = () =>
    typeof servings === 'number' &&
    log.mutate(
      { recipeId: recipe.id, servings, date: today, mealType },
      {
        onSuccess: async (entry) => {
          await invalidateAfterLogChange(utils);
          notifySuccess('Logged', `${entry.foodName} (${entry.quantity}) added to ${mealType}: ${Math.round(entry.calories)} kcal`);
          onDone();
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Log this recipe">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <MealTypeSelect value={mealType} onChange={setMealType} />
        <NumberInput label="Servings" value={servings} onChange={(v) => setServings(typeof v === 'number' ? v : '')} min={0.25} max={50} step={0.5} decimalScale={2} w={110} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={submit} loading={log.isPending} disabled={servings === '' || servings <= 0}>
          Log
        </Button>
      </Group>
    </Paper>
  );
}

function RecipeBody({ recipe, onClose }: { recipe: MealRecipeDetail; onClose: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.ai.saveMealRecipe.useMutation({ onError: fail('Could not save the recipe') });
  return (
    <Stack gap="md">
      <Text size="sm">{recipe.description}</Text>
      <Text size="sm" c="dimmed">
        {recipe.servings} servings · prep {recipe.prepMinutes} min · cook {recipe.cookMinutes} min · {recipe.difficulty}
      </Text>
      <Numbers recipe={recipe} />
      {recipe.tags.length > 0 && (
        <Group gap={4}>
          {recipe.tags.map((t) => (
            <Badge key={t} size="xs" variant="light" c="dark.8">
              {t}
            </Badge>
          ))}
        </Group>
      )}
      <section aria-label="Ingredients">
        <Title order={3} size="h5" mb={4}>
          Ingredients
        </Title>
        <Stack component="ul" gap={2} pl="md" m={0}>
          {recipe.ingredients.map((i, k) => (
            <Text component="li" key={k} size="sm">
              {i.text} <Text span size="xs" c="dimmed">({i.grams} g)</Text>
            </Text>
          ))}
        </Stack>
      </section>
      <section aria-label="Steps">
        <Title order={3} size="h5" mb={4}>
          Steps
        </Title>
        <Stack component="ol" gap={4} pl="md" m={0}>
          {recipe.steps.map((s, k) => (
            <Text component="li" key={k} size="sm">
              <strong>{s.title}</strong> ({s.minutes} min): {s.description}
            </Text>
          ))}
        </Stack>
      </section>
      <LogForm recipe={recipe} onDone={onClose} />
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconBookmark size={16} aria-hidden />}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { recipeId: recipe.id },
              { onSuccess: async (own) => (await utils.recipe.list.invalidate(), notifySuccess('Saved to your recipes', `${own.name} is in My Recipes, ready to edit.`)) },
            )
          }
        >
          Save as my recipe
        </Button>
        <Button component="a" href={`/meal-prep?libraryRecipe=${encodeURIComponent(recipe.id)}`} variant="default" leftSection={<IconChefHat size={16} aria-hidden />}>
          Cook in meal prep
        </Button>
      </Group>
    </Stack>
  );
}

/** A suggested recipe, opened from its card: what goes in, the numbers, the steps, and what to do with it. */
export function MealRecipeModal({ recipeId, name, onClose }: { recipeId: string | null; name: string; onClose: () => void }) {
  const detail = trpc.ai.mealRecipe.useQuery({ recipeId: recipeId ?? '' }, { enabled: recipeId !== null });
  return (
    <Modal opened={recipeId !== null} onClose={onClose} title={<Text fw={700}>{name}</Text>} size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {detail.data ? (
        <RecipeBody recipe={detail.data} onClose={onClose} />
      ) : detail.isError ? (
        <Text c="red">{messageOf(detail.error, 'Could not open the recipe')}</Text>
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}
