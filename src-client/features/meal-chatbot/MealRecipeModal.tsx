import { Badge, Button, Group, Loader, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconChefHat, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { MealRecipeDetail } from '../../../src/schemas/meal-chat.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { useUserToday } from '../../shared/use-user-today.ts';

/** The meal a recipe is logged to by default: the first meal it is made for. */
const defaultMeal = (r: MealRecipeDetail): MealType => r.mealTypes[0] ?? 'dinner';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

/** A failed request's toast, with the server's reason when it gave one. */
function useFailure() {
  const { t } = useTranslation('meal-chatbot');
  return (title: string) => (error: unknown) => notifyError(title, messageOf(error, t('recipe.tryAgain')));
}

function Numbers({ recipe }: { recipe: MealRecipeDetail }) {
  const { t } = useTranslation('meal-chatbot');
  const n = recipe.perServing;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-label={t('recipe.perServingLabel')}>
      {MACROS.map((key) => (
        <Paper key={key} withBorder radius="sm" p="xs">
          <Text size="xs" c="dimmed">
            {t(`recipe.perServing.${key}`)}
          </Text>
          <Text fw={700} data-testid={`recipe-${key}`}>
            {key === 'calories' ? t('recipe.kcal', { value: n.calories }) : t('recipe.grams', { value: n[key] })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function LogForm({ recipe, onDone }: { recipe: MealRecipeDetail; onDone: () => void }) {
  const { t } = useTranslation('meal-chatbot');
  const fail = useFailure();
  const utils = trpc.useUtils();
  const today = useUserToday();
  const [servings, setServings] = useState<number | ''>(1);
  const [mealType, setMealType] = useState<MealType>(defaultMeal(recipe));
  const log = trpc.ai.logMealRecipe.useMutation({ onError: fail(t('recipe.logFailed')) });
  const submit = () =>
    typeof servings === 'number' &&
    log.mutate(
      { recipeId: recipe.id, servings, date: today, mealType },
      {
        onSuccess: async (entry) => {
          await invalidateAfterLogChange(utils);
          notifySuccess(t('recipe.logged'), t('recipe.loggedDetail', { food: entry.foodName, quantity: entry.quantity, meal: mealType, calories: Math.round(entry.calories) }));
          onDone();
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('recipe.logLabel')}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <MealTypeSelect value={mealType} onChange={setMealType} />
        <NumberInput label={t('recipe.servings')} value={servings} onChange={(v) => setServings(typeof v === 'number' ? v : '')} min={0.25} max={50} step={0.5} decimalScale={2} w={110} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={submit} loading={log.isPending} disabled={servings === '' || servings <= 0}>
          {t('recipe.log')}
        </Button>
      </Group>
    </Paper>
  );
}

function RecipeBody({ recipe, onClose }: { recipe: MealRecipeDetail; onClose: () => void }) {
  const { t } = useTranslation('meal-chatbot');
  const fail = useFailure();
  const utils = trpc.useUtils();
  const save = trpc.ai.saveMealRecipe.useMutation({ onError: fail(t('recipe.saveFailed')) });
  return (
    <Stack gap="md">
      <Text size="sm">{recipe.description}</Text>
      <Text size="sm" c="dimmed">
        {t('recipe.facts', { servings: recipe.servings, prep: recipe.prepMinutes, cook: recipe.cookMinutes, difficulty: recipe.difficulty })}
      </Text>
      <Numbers recipe={recipe} />
      {recipe.tags.length > 0 && (
        <Group gap={4}>
          {recipe.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="light" c="dark.8">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <section aria-label={t('recipe.ingredients')}>
        <Title order={3} size="h5" mb={4}>
          {t('recipe.ingredients')}
        </Title>
        <Stack component="ul" gap={2} pl="md" m={0}>
          {recipe.ingredients.map((i, k) => (
            <Text component="li" key={k} size="sm">
              {i.text}{' '}
              <Text span size="xs" c="dimmed">
                {t('recipe.ingredientGrams', { grams: i.grams })}
              </Text>
            </Text>
          ))}
        </Stack>
      </section>
      <section aria-label={t('recipe.steps')}>
        <Title order={3} size="h5" mb={4}>
          {t('recipe.steps')}
        </Title>
        <Stack component="ol" gap={4} pl="md" m={0}>
          {recipe.steps.map((s, k) => (
            <Text component="li" key={k} size="sm">
              <strong>{s.title}</strong> {t('recipe.stepTime', { minutes: s.minutes, description: s.description })}
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
              { onSuccess: async (own) => (await utils.recipe.list.invalidate(), notifySuccess(t('recipe.saved'), t('recipe.savedDetail', { name: own.name }))) },
            )
          }
        >
          {t('recipe.save')}
        </Button>
        <Button component="a" href={`/meal-prep?libraryRecipe=${encodeURIComponent(recipe.id)}`} variant="default" leftSection={<IconChefHat size={16} aria-hidden />}>
          {t('recipe.cook')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A suggested recipe, opened from its card: what goes in, the numbers, the steps, and what to do with it. */
export function MealRecipeModal({ recipeId, name, onClose }: { recipeId: string | null; name: string; onClose: () => void }) {
  const { t } = useTranslation('meal-chatbot');
  const detail = trpc.ai.mealRecipe.useQuery({ recipeId: recipeId ?? '' }, { enabled: recipeId !== null });
  return (
    <Modal opened={recipeId !== null} onClose={onClose} title={<Text fw={700}>{name}</Text>} size="lg" closeButtonProps={{ 'aria-label': t('recipe.closeDialog') }}>
      {detail.data ? (
        <RecipeBody recipe={detail.data} onClose={onClose} />
      ) : detail.isError ? (
        <Text c="red">{messageOf(detail.error, t('recipe.openFailed'))}</Text>
      ) : (
        <Loader size="sm" />
      )}
    </Modal>
  );
}
