import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('recipes');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
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
        notifySuccess(t('editor.saved'), saved.name);
        onSaved(saved.id);
      },
      onError: (error: unknown) => {
        setErrors(Object.fromEntries(issuesOf(error).map((i) => [i.path, i.message])));
        notifyError(t('editor.saveFailed'), messageOf(error, t('editor.checkFields')));
      },
    };
    if (form.id !== undefined) update.mutate({ id: form.id, ...toInput(form) }, options);
    else create.mutate(toInput(form), options);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('editor.label')}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {form.id !== undefined ? t('editor.editTitle') : t('editor.newTitle')}
        </Title>
        <TextInput label={t('editor.name')} required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} maxLength={200} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label={t('editor.servings')} required min={0} value={form.servings} onChange={(v) => set({ servings: v === '' ? '' : Number(v) })} error={errors.servings} miw={120} />
          <NumberInput label={t('editor.prepTime')} min={0} allowDecimal={false} value={form.prepMinutes} onChange={(v) => set({ prepMinutes: v === '' ? '' : Number(v) })} error={errors.prepMinutes} miw={120} />
          <NumberInput label={t('editor.cookTime')} min={0} allowDecimal={false} value={form.cookMinutes} onChange={(v) => set({ cookMinutes: v === '' ? '' : Number(v) })} error={errors.cookMinutes} miw={120} />
        </Group>

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('editor.ingredients')}
          </Title>
          {toFix > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('editor.toFix', { count: toFix })}>
              {t('editor.toFixHelp')}
            </Alert>
          )}
          {errors.ingredients && (
            <Text c="red" size="sm">
              {errors.ingredients}
            </Text>
          )}
          {form.ingredients.map((row, i) => (
            <Paper key={row.key} withBorder radius="sm" p="sm" aria-label={t('editor.ingredient', { number: i + 1 })} component="div" role="group" bg={isChosen(row) ? undefined : 'yellow.0'}>
              <Stack gap={6}>
                {row.line && (
                  <Text size="xs" c="dimmed">
                    {t('editor.fromPage', { line: row.line })}
                  </Text>
                )}
                {isChosen(row) ? (
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={500} size="sm" style={{ flex: 1 }}>
                      {row.name}
                    </Text>
                    <Button size="compact-xs" variant="subtle" onClick={() => setRow(row.key, { foodId: undefined, recipeId: undefined, name: '' })}>
                      {t('editor.change')}
                    </Button>
                  </Group>
                ) : (
                  <IngredientPicker label={t('editor.foodForLine')} excludeRecipeId={form.id} onPick={(p) => setRow(row.key, { foodId: p.foodId, recipeId: p.recipeId, name: p.name, amount: row.amount || p.amount })} />
                )}
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('editor.amount')}
                    placeholder={t('editor.amountPlaceholder')}
                    value={row.amount}
                    onChange={(e) => setRow(row.key, { amount: e.currentTarget.value })}
                    error={errors[`ingredients.${i}.amount`] ?? errors[`ingredients.${i}.foodId`] ?? errors[`ingredients.${i}.recipeId`]}
                    style={{ flex: 1 }}
                  />
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('editor.removeIngredient', { number: i + 1 })} onClick={() => set({ ingredients: form.ingredients.filter((r) => r.key !== row.key) })}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
          <IngredientPicker label={t('editor.addIngredient')} excludeRecipeId={form.id} onPick={add} />
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('editor.steps')}
          </Title>
          {form.steps.map((step, i) => (
            <Group key={step.key} align="flex-start" gap="xs" wrap="wrap">
              <Textarea label={t('editor.step', { number: i + 1 })} autosize minRows={1} value={step.text} onChange={(e) => set({ steps: form.steps.map((s) => (s.key === step.key ? { ...s, text: e.currentTarget.value } : s)) })} style={{ flex: '1 1 240px' }} />
              <NumberInput label={t('editor.timer')} min={1} allowDecimal={false} value={step.minutes} onChange={(v) => set({ steps: form.steps.map((s) => (s.key === step.key ? { ...s, minutes: v === '' ? '' : Number(v) } : s)) })} w={120} />
              <ActionIcon mt={28} variant="subtle" color="red" size="lg" aria-label={t('editor.removeStep', { number: i + 1 })} onClick={() => set({ steps: form.steps.filter((s) => s.key !== step.key) })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => set({ steps: [...form.steps, { key: newKey(), text: '', minutes: '' }] })} w="fit-content">
            {t('editor.addStep')}
          </Button>
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={create.isPending || update.isPending} disabled={toFix > 0}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
