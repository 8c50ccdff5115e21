import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { issuesOf, messageOf } from '../../lib/api-errors.ts';
import { IngredientPicker, type PickedIngredient } from './IngredientPicker.tsx';
import { isChosen, newKey, toInput, unresolved, type IngredientRow, type RecipeForm } from './recipe-form.ts';

interface RecipeEditorProps {
  initial: RecipeForm;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** Create or edit a recipe: name, servings, times, ingredients found by search with amounts, and steps. */
export function RecipeEditor({ initial, onSaved, onCancel }: RecipeEditorProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const utils = trpc.useUtils();
  const create = trpc.recipe.create.useMutation();
  const update = trpc.recipe.update.useMutation();
  const set = (patch: Partial<RecipeForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (key: string, patch: Partial<IngredientRow>) => set({ ingredients: form.ingredients.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const add = (p: PickedIngredient) => set({ ingredients: [...form.ingredients, { key: newKey(), ...p }] });
  const toFix = unresolved(form).length;

  const save = () => {
    const options = {
      onSuccess: async (saved: { id: number; name: string }) => {
        await utils.recipe.invalidate();
        notifySuccess('Recipe saved', saved.name);
        onSaved(saved.id);
      },
      onError: (error: unknown) => {
        setErrors(new Map(issuesOf(error).map((i) => [i.path, i.message])));
        notifyError('Could not save the recipe', messageOf(error, 'Please check the fields.'));
      },
    };
    if (form.id !== undefined) update.mutate({ id: form.id, ...toInput(form) }, options);
    else create.mutate(toInput(form), options);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Recipe editor">
      <Stack gap="md">
        <Title order={2} size="h3">
          {form.id !== undefined ? 'Edit recipe' : 'New recipe'}
        </Title>
        <TextInput label="Name" required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.get('name')} maxLength={200} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label="Servings" required min={0} value={form.servings} onChange={(v) => set({ servings: v === '' ? '' : Number(v) })} error={errors.get('servings')} miw={120} />
          <NumberInput label="Prep time (min)" min={0} allowDecimal={false} value={form.prepMinutes} onChange={(v) => set({ prepMinutes: v === '' ? '' : Number(v) })} error={errors.get('prepMinutes')} miw={120} />
          <NumberInput label="Cook time (min)" min={0} allowDecimal={false} value={form.cookMinutes} onChange={(v) => set({ cookMinutes: v === '' ? '' : Number(v) })} error={errors.get('cookMinutes')} miw={120} />
        </Group>

        <Stack gap="xs">
          <Title order={3} size="h4">
            Ingredients
          </Title>
          {toFix > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={`${toFix} line${toFix === 1 ? '' : 's'} to fix`}>
              No food was found for these lines of the page. Search for a food and set the amount, or remove the line.
            </Alert>
          )}
          {errors.get('ingredients') && (
            <Text c="red" size="sm">
              {errors.get('ingredients')}
            </Text>
          )}
          {form.ingredients.map((row, i) => (
            <Paper key={row.key} withBorder radius="sm" p="sm" aria-label={`Ingredient ${i + 1}`} component="div" role="group" bg={isChosen(row) ? undefined : 'yellow.0'}>
              <Stack gap={6}>
                {row.line && (
                  <Text size="xs" c="dimmed">
                    From the page: “{row.line}”
                  </Text>
                )}
                {isChosen(row) ? (
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={500} size="sm" style={{ flex: 1 }}>
                      {row.name}
                    </Text>
                    <Button size="compact-xs" variant="subtle" onClick={() => setRow(row.key, { foodId: undefined, recipeId: undefined, name: '' })}>
                      Change
                    </Button>
                  </Group>
                ) : (
                  <IngredientPicker label="Food for this line" excludeRecipeId={form.id} onPick={(p) => setRow(row.key, { foodId: p.foodId, recipeId: p.recipeId, name: p.name, amount: row.amount || p.amount })} />
                )}
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Amount"
                    placeholder="200 g, 2 medium, 1 can"
                    value={row.amount}
                    onChange={(e) => setRow(row.key, { amount: e.currentTarget.value })}
                    error={errors.get(`ingredients.${i}.amount`) ?? errors.get(`ingredients.${i}.foodId`) ?? errors.get(`ingredients.${i}.recipeId`)}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ingredient ${i + 1}`} onClick={() => set({ ingredients: form.ingredients.filter((r) => r.key !== row.key) })}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
          <IngredientPicker label="Add an ingredient" excludeRecipeId={form.id} onPick={add} />
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4">
            Steps
          </Title>
          {form.steps.map((step, i) => (
            <Group key={step.key} align="flex-start" gap="xs" wrap="wrap">
              <Textarea label={`Step ${i + 1}`} autosize minRows={1} value={step.text} onChange={(e) => set({ steps: form.steps.map((s) => (s.key === step.key ? { ...s, text: e.currentTarget.value } : s)) })} style={{ flex: '1 1 240px' }} />
              <NumberInput label="Timer (min)" min={1} allowDecimal={false} value={step.minutes} onChange={(v) => set({ steps: form.steps.map((s) => (s.key === step.key ? { ...s, minutes: v === '' ? '' : Number(v) } : s)) })} w={120} />
              <ActionIcon mt={28} variant="subtle" color="red" size="lg" aria-label={`Remove step ${i + 1}`} onClick={() => set({ steps: form.steps.filter((s) => s.key !== step.key) })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => set({ steps: [...form.steps, { key: newKey(), text: '', minutes: '' }] })} w="fit-content">
            Add step
          </Button>
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending || update.isPending} disabled={toFix > 0}>
            Save recipe
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
