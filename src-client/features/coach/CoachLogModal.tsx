import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CoachApply } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../food-log/invalidate.ts';
import { MealTypeSelect } from '../food-log/MealTypeSelect.tsx';

type LogApply = Extract<CoachApply, { kind: 'log' }>;

/** 'Apply' on a food suggestion: the logging form with the suggested food, portion and meal filled in. */
export function CoachLogModal({ apply, onClose }: { apply: LogApply | null; onClose: () => void }) {
  return (
    <Modal opened={apply !== null} onClose={onClose} title={<Text fw={700}>Log the suggested food</Text>} closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {apply && <LogForm key={`${apply.foodId}-${apply.portion}`} apply={apply} onClose={onClose} />}
    </Modal>
  );
}

function LogForm({ apply, onClose }: { apply: LogApply; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [portion, setPortion] = useState(apply.portion);
  const [mealType, setMealType] = useState<MealType>(apply.mealType);
  const log = trpc.foodLog.logPortion.useMutation({
    onSuccess: async (entry) => {
      await invalidateAfterLogChange(utils);
      notifySuccess('Food logged', `${entry.foodName} (${entry.quantity}) added to ${mealType}.`);
      onClose();
    },
    onError: (error) => notifyError('Could not log the food', messageOf(error, 'Please try again.')),
  });
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} data-testid="coach-log-food">
          {apply.foodName}
        </Text>
        <Text size="sm" c="dimmed">
          {apply.portion} ({apply.grams} g): {apply.calories} kcal, {apply.protein} g protein
        </Text>
      </div>
      <TextInput label="Portion" description="An amount such as 1 cup, 2 large or 150 g" value={portion} onChange={(e) => setPortion(e.currentTarget.value)} maxLength={100} />
      <MealTypeSelect value={mealType} onChange={setMealType} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={log.isPending} disabled={!portion.trim()} onClick={() => log.mutate({ foodId: apply.foodId, portion, mealType })}>
          Log food
        </Button>
      </Group>
    </Stack>
  );
}
