import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useUser } from '../auth/use-current-user.ts';
import { invalidateAfterLogChange } from '../food-log/invalidate.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import { MealTypeSelect } from '../food-log/MealTypeSelect.tsx';
import { QUICK_ADD_EMPTY, quickAddRequest, validateQuickAdd, type QuickAddValues } from './quick-add.ts';

/** Quick Add: calories with optional macros and a label, logged as an entry with no food. */
export function QuickAddModal({ opened, onClose, date }: { opened: boolean; onClose: () => void; date: string }) {
  const form = useForm<QuickAddValues>({ initialValues: QUICK_ADD_EMPTY, validate: (values) => validateQuickAdd(values, date) });
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const mutation = trpc.foodLog.quickAdd.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const close = () => {
    form.reset();
    onClose();
  };
  // Offline, the entry waits in the outbox like any other (decision 057).
  const submit = (values: QuickAddValues) => {
    const input = quickAddRequest(values, date);
    sendOrQueue(
      { path: 'foodLog.quickAdd', input, label: `${input.label || 'Quick add'} · ${input.mealType}`, userId },
      (withId, queuedOnNetworkError) =>
        mutation.mutate(withId, {
          onSuccess: (entry) => {
            notifySuccess('Food logged successfully!', `${entry.foodName}: ${entry.calories} kcal added.`);
            close();
          },
          onError: (error) => {
            if (!queuedOnNetworkError(error)) notifyError('Error logging food', messageOf(error, 'Please try again.'));
          },
        }),
      close,
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Quick Add" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Label" placeholder="e.g. Restaurant soup" {...form.getInputProps('label')} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput label="Calories (kcal)" min={1} max={10_000} withAsterisk {...form.getInputProps('calories')} />
            <NumberInput label="Protein (g)" min={0} decimalScale={1} {...form.getInputProps('protein')} />
            <NumberInput label="Carbs (g)" min={0} decimalScale={1} {...form.getInputProps('carbs')} />
            <NumberInput label="Fats (g)" min={0} decimalScale={1} {...form.getInputProps('fats')} />
          </SimpleGrid>
          <MealTypeSelect value={form.values.mealType} onChange={(meal) => form.setFieldValue('mealType', meal)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Adding...' : 'Log food'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
