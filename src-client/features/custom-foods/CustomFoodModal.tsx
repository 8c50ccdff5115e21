import { Button, Collapse, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CustomFoodDto } from '../../../src/schemas/custom-food.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { emptyCustomFood, inputOf, MORE_NUTRIENTS, OPTIONAL_NUTRIENTS, validateCustomFood, valuesOf, type CustomFoodValues } from './custom-food-form.ts';

interface CustomFoodModalProps {
  /** The food to edit; none to create one. */
  food?: CustomFoodDto | undefined;
  /** A scanned barcode to fill in when creating. */
  barcode?: string | undefined;
  onClose: () => void;
}

/** Create or edit one of the user's own foods: the label's numbers per serving. */
export function CustomFoodModal({ food, barcode, onClose }: CustomFoodModalProps) {
  const { t } = useTranslation('custom-foods');
  const utils = trpc.useUtils();
  const form = useForm<CustomFoodValues>({ initialValues: food ? valuesOf(food) : emptyCustomFood(t('form.defaultServing'), barcode), validate: validateCustomFood });
  const done = async (saved: CustomFoodDto) => {
    await Promise.all([utils.customFood.list.invalidate(), utils.foodLog.search.invalidate(), utils.foodLog.barcode.invalidate()]);
    notifySuccess(
      food ? t('toasts.updated') : t('toasts.saved'),
      saved.barcode ? t('toasts.savedWithBarcode', { name: saved.name, barcode: saved.barcode }) : t('toasts.savedMessage', { name: saved.name }),
    );
    onClose();
  };
  const fail = (error: unknown) => notifyError(t('toasts.saveFailed'), messageOf(error, t('toasts.tryAgain')));
  const create = trpc.customFood.create.useMutation({ onSuccess: done, onError: fail });
  const update = trpc.customFood.update.useMutation({ onSuccess: done, onError: fail });
  const pending = create.isPending || update.isPending;
  // Folded away unless the food already has some: most labels print only the first few.
  const [moreOpen, more] = useDisclosure(Object.keys(food?.nutrients ?? {}).length > 0);

  const submit = (values: CustomFoodValues) => {
    // Validated above with the same schema the server uses.
    const input = inputOf(values) as Parameters<typeof create.mutate>[0];
    if (food) update.mutate({ ...input, id: food.id });
    else create.mutate(input);
  };

  return (
    <Modal opened onClose={onClose} title={food ? t('form.editTitle', { name: food.name }) : t('form.createTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('form.closeDialog') }}>
      <form onSubmit={form.onSubmit(submit, (errors) => Object.keys(errors).some((k) => k.startsWith('nutrients.')) && more.open())} noValidate>
        <Stack gap="sm">
          <TextInput label={t('form.name')} placeholder={t('form.namePlaceholder')} withAsterisk {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('form.brand')} placeholder={t('form.optional')} {...form.getInputProps('brand')} />
            <TextInput label={t('form.barcode')} placeholder={t('form.barcodePlaceholder')} inputMode="numeric" {...form.getInputProps('barcode')} />
            <TextInput label={t('form.servingDescription')} placeholder={t('form.servingPlaceholder')} withAsterisk {...form.getInputProps('servingDescription')} />
            <NumberInput label={t('form.servingGrams')} min={0} decimalScale={1} withAsterisk {...form.getInputProps('servingGrams')} />
          </SimpleGrid>
          <Text size="sm" fw={600}>
            {t('form.perServing')}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <NumberInput label={t('form.calories')} min={0} decimalScale={1} withAsterisk {...form.getInputProps('calories')} />
            <NumberInput label={t('form.protein')} min={0} decimalScale={1} withAsterisk {...form.getInputProps('protein')} />
            <NumberInput label={t('form.carbs')} min={0} decimalScale={1} withAsterisk {...form.getInputProps('carbs')} />
            <NumberInput label={t('form.fats')} min={0} decimalScale={1} withAsterisk {...form.getInputProps('fats')} />
            {OPTIONAL_NUTRIENTS.map((key) => (
              <NumberInput key={key} label={t(`form.optionalNutrients.${key}`)} min={0} decimalScale={1} {...form.getInputProps(key)} />
            ))}
          </SimpleGrid>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={more.toggle}
            aria-expanded={moreOpen}
            aria-controls="custom-food-more-nutrients"
            rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: moreOpen ? 'rotate(180deg)' : undefined }} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('form.more')}
          </Button>
          <Collapse expanded={moreOpen} id="custom-food-more-nutrients">
            <Text size="xs" c="dimmed" mb="xs">
              {t('form.moreHint')}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {MORE_NUTRIENTS.map(({ key, unit }) => (
                <NumberInput key={key} label={t('form.withUnit', { name: t(`nutrients.${key}`), unit })} min={0} decimalScale={3} {...form.getInputProps(`nutrients.${key}`)} />
              ))}
            </SimpleGrid>
          </Collapse>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {food ? t('form.saveChanges') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
