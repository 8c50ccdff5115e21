import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useUser } from '../../shared/use-current-user.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { QUICK_ADD_EMPTY, quickAddRequest, validateQuickAdd, type QuickAddProblem, type QuickAddValues } from './quick-add.ts';

/** Quick Add: calories with optional macros and a label, logged as an entry with no food. */
export function QuickAddModal({ opened, onClose, date }: { opened: boolean; onClose: () => void; date: string }) {
  const { t } = useTranslation('dashboard');
  const say = ([field, problem]: [string, QuickAddProblem]) => [field, t(`quickAdd.errors.${problem.kind}`, { ...problem, field })];
  const form = useForm<QuickAddValues>({
    initialValues: QUICK_ADD_EMPTY,
    validate: (values) => Object.fromEntries(Object.entries(validateQuickAdd(values, date)).map(say)),
  });
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
    const label = t('quickAdd.waiting', { label: input.label || t('quickAdd.defaultName'), meal: input.mealType });
    sendOrQueue(
      { path: 'foodLog.quickAdd', input, label, userId },
      (withId, queuedOnNetworkError) =>
        mutation.mutate(withId, {
          onSuccess: (entry) => {
            notifySuccess(t('quickAdd.logged'), t('quickAdd.loggedDetail', { name: entry.foodName, kcal: entry.calories }));
            close();
          },
          onError: (error) => {
            if (!queuedOnNetworkError(error)) notifyError(t('quickAdd.failed'), messageOf(error, t('quickAdd.tryAgain')));
          },
        }),
      close,
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('quickAdd.title')} centered closeButtonProps={{ 'aria-label': t('quickAdd.closeDialog') }}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label={t('quickAdd.label')} placeholder={t('quickAdd.labelPlaceholder')} {...form.getInputProps('label')} />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput label={t('quickAdd.calories')} min={1} max={10_000} withAsterisk {...form.getInputProps('calories')} />
            <NumberInput label={t('quickAdd.protein')} min={0} decimalScale={1} {...form.getInputProps('protein')} />
            <NumberInput label={t('quickAdd.carbs')} min={0} decimalScale={1} {...form.getInputProps('carbs')} />
            <NumberInput label={t('quickAdd.fats')} min={0} decimalScale={1} {...form.getInputProps('fats')} />
          </SimpleGrid>
          <MealTypeSelect value={form.values.mealType} onChange={(meal) => form.setFieldValue('mealType', meal)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('quickAdd.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('quickAdd.adding') : t('quickAdd.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
