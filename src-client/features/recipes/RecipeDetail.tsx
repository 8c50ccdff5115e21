import { Anchor, Button, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChefHat, IconCopy, IconEdit, IconScale, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { RecipeDto } from '../../../src/schemas/user-recipe.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useFormat } from '../../i18n/format.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { useUserToday } from '../../shared/use-user-today.ts';
import { formatMinutes } from './recipe-form.ts';
import { RecipeNutrients } from './RecipeNutrients.tsx';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

interface RecipeDetailProps {
  recipe: RecipeDto;
  onEdit: () => void;
  onOpen: (id: number) => void;
  onDeleted: () => void;
}

/** One recipe: a serving's numbers, each ingredient's share, and what can be done with it. */
export function RecipeDetail({ recipe, onEdit, onOpen, onDeleted }: RecipeDetailProps) {
  const { t } = useTranslation('recipes');
  const format = useFormat();
  const utils = trpc.useUtils();
  const today = useUserToday();
  const [servings, setServings] = useState<number | ''>(1);
  const [date, setDate] = useState(today);
  const [mealType, setMealType] = useState<MealType>('dinner');
  const [factor, setFactor] = useState<number | ''>(2);
  const refresh = () => utils.recipe.invalidate();
  const fail = (title: string) => (error: unknown) => notifyError(title, messageOf(error, t('tryAgain')));
  const log = trpc.recipe.log.useMutation({ onError: fail(t('detail.logFailed')) });
  const scale = trpc.recipe.scale.useMutation({ onError: fail(t('detail.scaleFailed')) });
  const duplicate = trpc.recipe.duplicate.useMutation({ onError: fail(t('detail.duplicateFailed')) });
  const remove = trpc.recipe.remove.useMutation({ onError: fail(t('detail.deleteFailed')) });
  const n = recipe.perServing;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={recipe.name}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={2}>{recipe.name}</Title>
              <Text c="dimmed" size="sm">
                {t('detail.meta', { servings: recipe.servings, prep: formatMinutes(recipe.prepMinutes), cook: formatMinutes(recipe.cookMinutes) })}
                {recipe.sourceUrl && (
                  <>
                    {' · '}
                    <Anchor href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('detail.source')}
                    </Anchor>
                  </>
                )}
              </Text>
            </div>
            <Group gap="xs">
              <Button component="a" href={`/meal-prep?recipe=${recipe.id}`} leftSection={<IconChefHat size={16} aria-hidden />} variant="light">
                {t('detail.cookInStudio')}
              </Button>
              <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
                {t('detail.edit')}
              </Button>
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} loading={duplicate.isPending} onClick={() => duplicate.mutate({ id: recipe.id }, { onSuccess: async (copy) => (await refresh(), onOpen(copy.id)) })}>
                {t('detail.duplicate')}
              </Button>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => window.confirm(t('detail.confirmDelete', { name: recipe.name })) && remove.mutate({ id: recipe.id }, { onSuccess: async () => (await refresh(), onDeleted()) })}>
                {t('detail.delete')}
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label={t('detail.perServing')}>
            {MACROS.map((macro) => (
              <Paper key={macro} withBorder radius="sm" p="xs">
                <Text size="xs" c="dimmed">
                  {t(`detail.perServingOf.${macro}`)}
                </Text>
                <Text fw={700} data-testid={`per-serving-${macro}`}>
                  {macro === 'calories' ? t('units.kcal', { value: n.calories }) : t('units.grams', { value: n[macro] })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>

      <RecipeNutrients recipe={recipe} />

      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }} component="section" aria-label={t('detail.ingredients')}>
        <Title order={3} size="h4" mb="xs">
          {t('detail.ingredients')}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.table.ingredient')}</Table.Th>
                <Table.Th>{t('detail.table.amount')}</Table.Th>
                <Table.Th>{t('detail.table.kcal')}</Table.Th>
                <Table.Th>{t('detail.table.share')}</Table.Th>
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
                    <Text size="xs">{format.percent(i.calorieShare / 100)}</Text>
                    <Progress value={i.calorieShare} size="sm" aria-label={t('detail.shareOf', { name: i.name, share: i.calorieShare })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {recipe.steps.length > 0 && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('detail.steps')}>
          <Title order={3} size="h4" mb="xs">
            {t('detail.steps')}
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
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('detail.log.title')}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('detail.log.title')}
            </Title>
            <Group grow wrap="wrap" align="flex-start">
              <NumberInput label={t('detail.log.servings')} min={0.25} step={0.5} value={servings} onChange={(v) => setServings(v === '' ? '' : Number(v))} miw={100} />
              <TextInput label={t('detail.log.date')} type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} miw={140} />
              <MealTypeSelect value={mealType} onChange={setMealType} />
            </Group>
            <Button
              loading={log.isPending}
              onClick={() =>
                log.mutate(
                  { id: recipe.id, servings: servings === '' ? 0 : servings, date, mealType },
                  { onSuccess: async (entry) => (await invalidateAfterLogChange(utils), notifySuccess(t('detail.log.done'), t('detail.log.doneDetail', { quantity: entry.quantity, food: entry.foodName, calories: entry.calories }))) },
                )
              }
            >
              {t('detail.log.submit')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('detail.scale.label')}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('detail.scale.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('detail.scale.intro')}
            </Text>
            <NumberInput label={t('detail.scale.factor')} min={0.1} step={0.5} value={factor} onChange={(v) => setFactor(v === '' ? '' : Number(v))} />
            <Button variant="light" leftSection={<IconScale size={16} aria-hidden />} loading={scale.isPending} onClick={() => scale.mutate({ id: recipe.id, factor: factor === '' ? 0 : factor }, { onSuccess: () => void refresh() })}>
              {t('detail.scale.submit')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
