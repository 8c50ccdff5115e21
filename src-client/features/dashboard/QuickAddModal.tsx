import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MealTypeSelect } from '../food-log/MealTypeSelect.tsx';
import { useLogFood } from '../food-log/use-food-log-actions.ts';
import { QUICK_ADD_EMPTY, quickAddInput, validateQuickAdd, type QuickAddValues } from './quick-add.ts';

/** Quick Add: log a custom food by name with its calories and macros, as one serving. */
export function QuickAddModal({ opened, onClose, date }: { opened: boolean; onClose: () => void; date: string }) {
  const form = useForm<QuickAddValues>({ initialValues: QUICK_ADD_EMPTY, validate: validateQuickAdd });
  const { log, isPending } = useLogFood();
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Quick Add" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form onSubmit={form.onSubmit((values) => log(quickAddInput(values, date), { onDone: close }))}>
        <Stack gap="sm">
          <TextInput label="Food name" placeholder="e.g. Homemade soup" withAsterisk {...form.getInputProps('foodName')} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput label="Calories (kcal)" min={0} withAsterisk {...form.getInputProps('calories')} />
            <NumberInput label="Protein (g)" min={0} decimalScale={1} {...form.getInputProps('protein')} />
            <NumberInput label="Carbs (g)" min={0} decimalScale={1} {...form.getInputProps('carbs')} />
            <NumberInput label="Fats (g)" min={0} decimalScale={1} {...form.getInputProps('fats')} />
          </SimpleGrid>
          <MealTypeSelect value={form.values.mealType} onChange={(meal) => form.setFieldValue('mealType', meal)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Adding...' : 'Log food'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
