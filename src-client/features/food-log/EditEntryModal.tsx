import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import { DaySelect } from './DaySelect.tsx';
import { entryEditValues, entryUpdate, type EntryEditValues } from './entry-edit.ts';
import { MealTypeSelect } from './MealTypeSelect.tsx';
import { useUpdateFood } from './use-food-log-actions.ts';
import { useUserToday } from './use-user-today.ts';

/** Edits a logged entry's amount, meal and day; an entry with no food also its numbers. */
export function EditEntryModal({ entry, onClose }: { entry: FoodLogDto; onClose: () => void }) {
  const today = useUserToday();
  const form = useForm<EntryEditValues>({
    initialValues: entryEditValues(entry),
    validate: { quantity: (q) => (q.trim() ? null : 'Amount is required') },
  });
  const { update, isPending } = useUpdateFood();
  const hasFood = entry.foodId !== null;

  return (
    <Modal opened onClose={onClose} title={`Edit ${entry.foodName}`} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form onSubmit={form.onSubmit((values) => update(entryUpdate(entry, values), onClose))}>
        <Stack gap="sm">
          <TextInput label="Amount" description={hasFood ? 'Such as 150 g, 2 medium or 1 cup: the numbers follow from the food' : undefined} {...form.getInputProps('quantity')} />
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <MealTypeSelect value={form.values.mealType} onChange={(meal) => form.setFieldValue('mealType', meal)} />
            <DaySelect today={today} value={form.values.date} onChange={(day) => form.setFieldValue('date', day)} />
          </Group>
          {hasFood ? (
            <Text size="xs" c="dimmed">
              Now: {entry.calories} kcal · P {entry.protein} g · C {entry.carbs} g · F {entry.fats} g
            </Text>
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput label="Calories (kcal)" min={0} {...form.getInputProps('calories')} />
              <NumberInput label="Protein (g)" min={0} decimalScale={1} {...form.getInputProps('protein')} />
              <NumberInput label="Carbs (g)" min={0} decimalScale={1} {...form.getInputProps('carbs')} />
              <NumberInput label="Fats (g)" min={0} decimalScale={1} {...form.getInputProps('fats')} />
            </SimpleGrid>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
