import { Badge, Button, Collapse, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFoodDto } from '../../../src/schemas/custom-food.ts';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { applyLabelDraft, SURE_ENOUGH } from './label-draft.ts';
import { LabelScan } from './LabelScan.tsx';
import { emptyCustomFood, inputOf, MORE_NUTRIENTS, OPTIONAL_NUTRIENTS, validateCustomFood, valuesOf, type CustomFoodValues } from './custom-food-form.ts';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

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
  // How sure the label scan was of each box it filled, by the box's form path.
  const [scanned, setScanned] = useState<Map<string, number>>(new Map());
  // Who read the label: OCR on this server, or the AI model when one is configured.
  const [readBy, setReadBy] = useState<LabelDraftDto['readBy'] | null>(null);
  const hint = (box: string) => {
    const confidence = scanned.get(box);
    if (confidence === undefined) return {};
    const unsure = confidence < SURE_ENOUGH;
    return { description: t(unsure ? 'scan.check' : 'scan.sure', { percent: confidence }), styles: unsure ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined };
  };
  const onDraft = (draft: LabelDraftDto) => {
    const { values, confidence } = applyLabelDraft(form.getValues(), draft);
    form.setValues(values);
    setScanned(confidence);
    setReadBy(draft.readBy);
    if ([...confidence.keys()].some((k) => k.startsWith('nutrients.'))) more.open();
  };

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
          {!food && <LabelScan onDraft={onDraft} />}
          {scanned.size > 0 && (
            <Stack gap={4} role="status">
              {readBy && (
                <Badge variant="light" color={readBy === 'model' ? 'violet' : 'gray'} tt="none">
                  {t(`scan.readBy.${readBy}`)}
                </Badge>
              )}
              <Text size="sm">{t('scan.done')}</Text>
            </Stack>
          )}
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
            {MACROS.map((key) => (
              <NumberInput key={key} label={t(`form.${key}`)} min={0} decimalScale={1} withAsterisk {...form.getInputProps(key)} {...hint(key)} />
            ))}
            {OPTIONAL_NUTRIENTS.map((key) => (
              <NumberInput key={key} label={t(`form.optionalNutrients.${key}`)} min={0} decimalScale={1} {...form.getInputProps(key)} {...hint(key)} />
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
                <NumberInput key={key} label={t('form.withUnit', { name: t(`nutrients.${key}`), unit })} min={0} decimalScale={3} {...form.getInputProps(`nutrients.${key}`)} {...hint(`nutrients.${key}`)} />
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
