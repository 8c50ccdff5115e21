import { Button, Collapse, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
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
  const utils = trpc.useUtils();
  const form = useForm<CustomFoodValues>({ initialValues: food ? valuesOf(food) : emptyCustomFood(barcode), validate: validateCustomFood });
  const done = async (saved: CustomFoodDto) => {
    await Promise.all([utils.customFood.list.invalidate(), utils.foodLog.search.invalidate(), utils.foodLog.barcode.invalidate()]);
    notifySuccess(food ? 'Food updated' : 'Food saved', `${saved.name} is in My foods${saved.barcode ? ` and found by its barcode ${saved.barcode}` : ''}.`);
    onClose();
  };
  const fail = (error: unknown) => notifyError('Could not save the food', messageOf(error, 'Please try again.'));
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
    <Modal opened onClose={onClose} title={food ? `Edit ${food.name}` : 'Create a food'} centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form onSubmit={form.onSubmit(submit, (errors) => Object.keys(errors).some((k) => k.startsWith('nutrients.')) && more.open())} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" placeholder="e.g. Grandma's oat bar" withAsterisk {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Brand" placeholder="Optional" {...form.getInputProps('brand')} />
            <TextInput label="Barcode" placeholder="Optional: 8, 12 or 13 digits" inputMode="numeric" {...form.getInputProps('barcode')} />
            <TextInput label="Serving description" placeholder="e.g. 1 bar" withAsterisk {...form.getInputProps('servingDescription')} />
            <NumberInput label="Serving weight (g)" min={0} decimalScale={1} withAsterisk {...form.getInputProps('servingGrams')} />
          </SimpleGrid>
          <Text size="sm" fw={600}>
            Nutrition per serving
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <NumberInput label="Calories (kcal)" min={0} decimalScale={1} withAsterisk {...form.getInputProps('calories')} />
            <NumberInput label="Protein (g)" min={0} decimalScale={1} withAsterisk {...form.getInputProps('protein')} />
            <NumberInput label="Carbs (g)" min={0} decimalScale={1} withAsterisk {...form.getInputProps('carbs')} />
            <NumberInput label="Fats (g)" min={0} decimalScale={1} withAsterisk {...form.getInputProps('fats')} />
            {OPTIONAL_NUTRIENTS.map(({ key, label }) => (
              <NumberInput key={key} label={label} min={0} decimalScale={1} {...form.getInputProps(key)} />
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
            More nutrients
          </Button>
          <Collapse expanded={moreOpen} id="custom-food-more-nutrients">
            <Text size="xs" c="dimmed" mb="xs">
              Per serving, all optional: a box left empty counts as unknown, not as 0.
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {MORE_NUTRIENTS.map(({ key, label }) => (
                <NumberInput key={key} label={label} min={0} decimalScale={3} {...form.getInputProps(`nutrients.${key}`)} />
              ))}
            </SimpleGrid>
          </Collapse>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {food ? 'Save changes' : 'Save food'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
