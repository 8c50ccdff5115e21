import { ActionIcon, Button, Group, NumberInput, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconDroplet, IconTrash } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../components/ChoiceChips.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useFormat } from '../../i18n/format.ts';
import { WaitingMark } from '../../offline/WaitingMark.tsx';
import { useWater } from './use-water.ts';

const UNITS = [
  { value: 'ml', label: 'ml' },
  { value: 'fl_oz', label: 'fl oz' },
] as const;

const QUICK = [
  { size: 'glass', ml: 250 },
  { size: 'bottle', ml: 500 },
] as const;

/** Water today against the target (the user's own, else 35 ml per kg), with quick buttons and a custom amount. */
export function WaterCard({ date }: { date: string }) {
  const { t } = useTranslation('water');
  const format = useFormat();
  const { add, remove, ...water } = useWater(date);
  // The data renders in a background render when it arrives (yielding to taps), not in one long task.
  const day = useDeferredValue(water.day);
  const [amount, setAmount] = useState<string | number>('');
  const [unit, setUnit] = useState<'ml' | 'fl_oz'>('ml');
  const data = day.data;
  const addCustom = () => {
    if (typeof amount === 'number' && amount > 0) add.mutate({ date, amount, unit }, { onSuccess: () => setAmount('') });
  };

  return (
    <SectionCard titleId="water-title" title={t('card.title')} icon={IconDroplet} color="blue-7" testId="water-card">
      {day.isPending ? (
        <Skeleton height={56} radius="sm" />
      ) : day.isError || !data ? (
        <ErrorAlert title={t('card.loadError')}>{t('card.loadErrorDetail')}</ErrorAlert>
      ) : (
        <>
          <Text fw={700} size="lg" data-testid="water-total">
            {t('card.total', { total: data.totalMl, target: data.targetMl })}
          </Text>
          <Progress value={Math.min(100, (100 * data.totalMl) / data.targetMl)} color="blue.7" aria-label={t('card.progressLabel')} />
          <Text size="xs" c="dimmed">
            {data.targetSetByUser ? t('card.ownTarget') : t('card.defaultTarget')}
          </Text>
          <Group gap="xs" grow>
            {QUICK.map((q) => (
              <Button key={q.ml} variant="light" color="blue" onClick={() => add.mutate({ date, amount: q.ml, unit: 'ml' })} loading={add.isPending && add.variables?.amount === q.ml}>
                {t(`card.${q.size}`, { ml: q.ml })}
              </Button>
            ))}
          </Group>
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label={t('card.customAmount')} value={amount} onChange={setAmount} min={1} max={unit === 'ml' ? 5000 : 170} allowNegative={false} style={{ flex: 1 }} />
            <ChoiceChips value={unit} onChange={setUnit} data={UNITS} label={t('card.unit')} />
            <Button variant="default" onClick={addCustom} disabled={typeof amount !== 'number' || amount <= 0}>
              {t('card.add')}
            </Button>
          </Group>
          {data.entries.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('card.listLabel')}>
              {data.entries.map((e) => (
                <Group key={e.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t('card.entry', { ml: e.ml, time: format.dateTime(e.createdAt, { hour: 'numeric', minute: '2-digit' }) })}
                  </Text>
                  {'waiting' in e ? (
                    <WaitingMark />
                  ) : (
                    <ActionIcon variant="subtle" color="red" aria-label={t('card.delete', { ml: e.ml })} onClick={() => remove.mutate({ id: e.id })}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </SectionCard>
  );
}
