import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseServings } from '../../../src/domain/serving-options.ts';
import type { FoodLogDto, MealType } from '../../../src/schemas/food-log.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { NutritionPreview } from './NutritionPreview.tsx';
import { ServingsStepper } from './ServingsStepper.tsx';
import { useRemoveFood, useUpdateFood } from './use-food-log-actions.ts';
import { portionUpdate } from './portion-edit.ts';

/** A logged meal's nutrition, with its portion (a multiplier) and meal editable, or deleted. */
export function MealEntryModal({ entry, onClose }: { entry: FoodLogDto | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.foodName ?? t('entry.fallbackTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('entry.closeDialog') }}>
      {entry && <MealEntryEditor key={entry.id} entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function MealEntryEditor({ entry, onClose }: { entry: FoodLogDto; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const [multiplierText, setMultiplierText] = useState('1');
  const [mealType, setMealType] = useState<MealType>(entry.mealType);
  const { update, isPending: saving } = useUpdateFood();
  const { remove, isPending: removing } = useRemoveFood();
  const multiplier = parseServings(multiplierText);
  const next = portionUpdate(entry, multiplier);
  const changed = multiplier !== 1 || mealType !== entry.mealType;
  const meal = t(`entry.mealTypes.${entry.mealType}`);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {entry.servingSize
          ? t('entry.summaryWithServing', { meal, quantity: entry.quantity, serving: entry.servingSize })
          : t('entry.summary', { meal, quantity: entry.quantity })}
      </Text>
      <NutritionPreview nutrition={entry} label={t('entry.loggedNutrition')} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <ServingsStepper label={t('entry.multiplier')} value={multiplierText} onChange={setMultiplierText} />
        <MealTypeSelect value={mealType} onChange={setMealType} />
      </Group>
      {multiplier !== 1 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('entry.newPortion', { quantity: next.quantity })}
          </Text>
          <NutritionPreview nutrition={next} label={t('entry.newNutrition')} />
        </div>
      )}
      <Group justify="space-between">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => remove(entry, onClose)}
          loading={removing}
          disabled={saving}
        >
          {t('entry.delete')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('entry.cancel')}
          </Button>
          <Button onClick={() => update({ ...next, mealType }, onClose)} disabled={!changed || removing} loading={saving}>
            {t('entry.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
