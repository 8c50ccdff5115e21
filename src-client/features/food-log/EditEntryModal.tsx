import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { DaySelect } from './DaySelect.tsx';
import { entryEditValues, entryUpdate, previewNumbers, type EntryEditValues } from './entry-edit.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { useUpdateFood } from './use-food-log-actions.ts';
import { useMacroLine } from './use-macro-line.ts';
import { useUserToday } from '../../shared/use-user-today.ts';

/** Edits a logged entry's amount, meal and day; an entry with no food also its numbers. */
export function EditEntryModal({ entry, onClose }: { entry: FoodLogDto; onClose: () => void }) {
  const { t } = useTranslation('food-log');
  const macroLine = useMacroLine();
  const today = useUserToday();
  const form = useForm<EntryEditValues>({
    initialValues: entryEditValues(entry),
    validate: { quantity: (q) => (q.trim() ? null : t('editEntry.amountRequired')) },
  });
  const { update, isPending } = useUpdateFood();
  const hasFood = entry.foodId !== null;
  // The server computes the numbers of a typed amount as a save would, so what is shown is what is stored.
  const [typed] = useDebouncedValue(form.values.quantity.trim(), 300);
  const changed = typed !== '' && typed !== entry.quantity;
  const preview = trpc.foodLog.previewEdit.useQuery({ id: entry.id, quantity: typed }, { enabled: changed, retry: false });
  const shown = changed ? preview.data : undefined;
  const refused = changed && preview.error ? (fieldErrorsFrom(preview.error, ['quantity']).quantity ?? messageOf(preview.error, t('editEntry.amountRequired'))) : null;
  const { setValues } = form;
  const numbersTouched = form.isTouched('calories') || form.isTouched('protein') || form.isTouched('carbs') || form.isTouched('fats');

  useEffect(() => {
    // An entry with no food shows its numbers in fields: they follow the amount until typed over.
    if (shown && !hasFood && !numbersTouched) setValues(previewNumbers(shown));
  }, [shown, hasFood, numbersTouched, setValues]);

  return (
    <Modal opened onClose={onClose} title={t('editEntry.title', { food: entry.foodName })} centered closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}>
      <form onSubmit={form.onSubmit((values) => update(entryUpdate(entry, values), onClose))}>
        <Stack gap="sm">
          <TextInput
            label={t('editEntry.amount')}
            description={hasFood ? t('editEntry.amountHint') : undefined}
            {...form.getInputProps('quantity')}
            error={form.errors.quantity ?? refused}
          />
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <MealTypeSelect value={form.values.mealType} onChange={(meal) => form.setFieldValue('mealType', meal)} />
            <DaySelect today={today} value={form.values.date} onChange={(day) => form.setFieldValue('date', day)} />
          </Group>
          {hasFood ? (
            <Text size="xs" c="dimmed" aria-live="polite" data-testid="edit-entry-numbers">
              {shown ? t('editEntry.after', { macros: macroLine(shown) }) : t('editEntry.now', { macros: macroLine(entry) })}
            </Text>
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput label={t('editEntry.calories')} min={0} {...form.getInputProps('calories')} />
              <NumberInput label={t('editEntry.protein')} min={0} decimalScale={1} {...form.getInputProps('protein')} />
              <NumberInput label={t('editEntry.carbs')} min={0} decimalScale={1} {...form.getInputProps('carbs')} />
              <NumberInput label={t('editEntry.fats')} min={0} decimalScale={1} {...form.getInputProps('fats')} />
            </SimpleGrid>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isPending} disabled={refused !== null}>
              {t('editEntry.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
