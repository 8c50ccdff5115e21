import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUserToday } from '../../shared/use-user-today.ts';
import { useLogWeight, useWeightUnit } from '../../shared/use-weight.ts';
import { emptyWeightForm, isValidWeight, weightInput, type WeightFormValues } from './weight-form.ts';
import { notifyError } from '../../components/notify.ts';
import { unitLabel } from '../../shared/weight-units.ts';

/** Log Weight: a weight in the user's unit (sent as kg) and an optional day, today by default. */
export function LogWeightDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('weight');
  const today = useUserToday();
  const unit = useWeightUnit();
  const form = useForm<WeightFormValues>({ initialValues: emptyWeightForm(today), validate: { weight: (weight) => (isValidWeight(weight) ? null : t('invalid.detail')) } });
  const { log, isPending } = useLogWeight();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) => log(weightInput(values, unit), { onDone: close, onFieldErrors: (errors) => form.setErrors(errors) }),
    () => notifyError(t('invalid.title'), t('invalid.detail')),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('dialog.title')} centered closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={t('dialog.weight', { unit: unitLabel(unit) })}
            placeholder={unit === 'lb' ? t('dialog.placeholderLb') : t('dialog.placeholderKg')}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
            withAsterisk
            data-autofocus
            {...form.getInputProps('weight')}
          />
          <TextInput type="date" label={t('dialog.date')} description={t('dialog.dateHint')} max={today} {...form.getInputProps('date')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isPending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
