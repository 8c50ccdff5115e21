import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUserToday } from '../food-log/use-user-today.ts';
import { useLogWeight, useWeightUnit } from './use-weight.ts';
import { emptyWeightForm, INVALID_WEIGHT, INVALID_WEIGHT_DETAIL, validateWeightForm, weightInput, type WeightFormValues } from './weight-form.ts';
import { notifyError } from '../../components/notify.ts';
import { unitLabel } from './weight-units.ts';

/** Log Weight: a weight in the user's unit (sent as kg) and an optional day, today by default. */
export function LogWeightDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const today = useUserToday();
  const unit = useWeightUnit();
  const form = useForm<WeightFormValues>({ initialValues: emptyWeightForm(today), validate: validateWeightForm });
  const { log, isPending } = useLogWeight();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) => log(weightInput(values, unit), { onDone: close, onFieldErrors: (errors) => form.setErrors(errors) }),
    () => notifyError(INVALID_WEIGHT, INVALID_WEIGHT_DETAIL),
  );

  return (
    <Modal opened={opened} onClose={close} title="Log Weight" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={`Weight (${unitLabel(unit)})`}
            placeholder={unit === 'lb' ? 'e.g. 165.5' : 'e.g. 75.5'}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
            withAsterisk
            data-autofocus
            {...form.getInputProps('weight')}
          />
          <TextInput type="date" label="Date" description="Leave as today unless you are catching up" max={today} {...form.getInputProps('date')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Save weight
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
