import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachApply } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { usePortionWords } from '../../i18n/portion-words.ts';

type LogApply = Extract<CoachApply, { kind: 'log' }>;

/** 'Apply' on a food suggestion: the logging form with the suggested food, portion and meal filled in. */
export function CoachLogModal({ apply, onClose }: { apply: LogApply | null; onClose: () => void }) {
  const { t } = useTranslation('coach');
  return (
    <Modal opened={apply !== null} onClose={onClose} title={<Text fw={700}>{t('log.title')}</Text>} closeButtonProps={{ 'aria-label': t('log.closeDialog') }}>
      {apply && <LogForm key={`${apply.foodId}-${apply.portion}`} apply={apply} onClose={onClose} />}
    </Modal>
  );
}

function LogForm({ apply, onClose }: { apply: LogApply; onClose: () => void }) {
  const { t } = useTranslation('coach');
  const portionWords = usePortionWords();
  const utils = trpc.useUtils();
  const [portion, setPortion] = useState(apply.portion);
  const [mealType, setMealType] = useState<MealType>(apply.mealType);
  const log = trpc.foodLog.logPortion.useMutation({
    onSuccess: async (entry) => {
      await invalidateAfterLogChange(utils);
      notifySuccess(t('log.logged'), t('log.loggedDetail', { food: entry.foodName, quantity: entry.quantity, meal: mealType }));
      onClose();
    },
    onError: (error) => notifyError(t('log.failed'), messageOf(error, t('log.tryAgain'))),
  });
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} data-testid="coach-log-food">
          {apply.foodName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('log.amounts', { portion: portionWords(apply.portion), grams: apply.grams, calories: apply.calories, protein: apply.protein })}
        </Text>
      </div>
      <TextInput label={t('log.portion')} description={t('log.portionHint')} value={portion} onChange={(e) => setPortion(e.currentTarget.value)} maxLength={100} />
      <MealTypeSelect value={mealType} onChange={setMealType} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('log.cancel')}
        </Button>
        <Button loading={log.isPending} disabled={!portion.trim()} onClick={() => log.mutate({ foodId: apply.foodId, portion, mealType })}>
          {t('log.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
