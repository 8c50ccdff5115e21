import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarcode, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFoodDto } from '../../../src/schemas/custom-food.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';

// The food form (with its schema) loads when a food is first added or edited (decision 078).
const CustomFoodModal = lazy(() => import('./CustomFoodModal.tsx').then((m) => ({ default: m.CustomFoodModal })));
// The scanner and its WebAssembly reader load only when the camera is opened.
const CameraScanner = lazy(() => import('../barcode-scanner/index.ts').then((m) => ({ default: m.CameraScanner })));

type Editing = { food?: CustomFoodDto; barcode?: string } | null;

/** The Add Food tab's own foods: scan a barcode, create a food, and the list with edit and delete. */
export function MyFoodsPanel({ onFound }: { onFound: (food: FoodResult) => void }) {
  const { t } = useTranslation('custom-foods');
  const utils = trpc.useUtils();
  const foods = trpc.customFood.list.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [scanning, setScanning] = useState(false);
  const remove = trpc.customFood.remove.useMutation({
    onSuccess: async (_, { id }) => {
      await Promise.all([utils.customFood.list.invalidate(), utils.foodLog.search.invalidate(), utils.foodLog.barcode.invalidate()]);
      const name = foods.data?.find((f) => f.id === id)?.name;
      notifySuccess(t('toasts.deleted'), name ? t('toasts.deletedMessage', { name }) : t('toasts.deletedUnnamed'));
    },
    onError: (error) => notifyError(t('toasts.deleteFailed'), messageOf(error, t('toasts.tryAgain'))),
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-foods-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="my-foods-title">
            {t('myFoods.title')}
          </Title>
          <Group gap="xs">
            <Button variant="light" size="compact-sm" leftSection={<IconBarcode size={14} aria-hidden />} onClick={() => setScanning(true)}>
              {t('myFoods.scan')}
            </Button>
            <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({})}>
              {t('myFoods.create')}
            </Button>
          </Group>
        </Group>
        {foods.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('myFoods.empty')}
          </Text>
        )}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {foods.data?.map((food) => (
            <Group component="li" key={food.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {food.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[food.brand, t('myFoods.serving', { serving: food.servingDescription, grams: food.servingGrams }), t('myFoods.calories', { calories: food.calories })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                {food.barcode && (
                  <Badge size="xs" variant="light" color="gray" c="dark.8" visibleFrom="xs">
                    {food.barcode}
                  </Badge>
                )}
                <ActionIcon variant="subtle" aria-label={t('myFoods.edit', { name: food.name })} onClick={() => setEditing({ food })}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('myFoods.delete', { name: food.name })} loading={remove.isPending && remove.variables?.id === food.id} onClick={() => remove.mutate({ id: food.id })}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <CustomFoodModal food={editing.food} barcode={editing.barcode} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={() => setScanning(false)}
            onFound={(food) => {
              setScanning(false);
              onFound(food);
            }}
            onUnknown={(barcode) => {
              setScanning(false);
              setEditing({ barcode });
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
