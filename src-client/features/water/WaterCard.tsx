import { ActionIcon, Button, Group, NumberInput, Progress, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDroplet, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { WaitingMark } from '../offline/WaitingMark.tsx';
import { useWater } from './use-water.ts';

const QUICK = [
  { label: 'Glass', ml: 250 },
  { label: 'Bottle', ml: 500 },
] as const;

/** Water today against the target (the user's own, else 35 ml per kg), with quick buttons and a custom amount. */
export function WaterCard({ date }: { date: string }) {
  const { day, add, remove } = useWater(date);
  const [amount, setAmount] = useState<string | number>('');
  const [unit, setUnit] = useState<'ml' | 'fl_oz'>('ml');
  const data = day.data;
  const addCustom = () => {
    if (typeof amount === 'number' && amount > 0) add.mutate({ date, amount, unit }, { onSuccess: () => setAmount('') });
  };

  return (
    <SectionCard titleId="water-title" title="Water" icon={IconDroplet} color="blue-7" testId="water-card">
      {day.isPending ? (
        <Skeleton height={56} radius="sm" />
      ) : day.isError || !data ? (
        <ErrorAlert title="Failed to fetch water">Your water could not be loaded. Please try again later.</ErrorAlert>
      ) : (
        <>
          <Text fw={700} size="lg" data-testid="water-total">
            {data.totalMl.toLocaleString('en-US')} of {data.targetMl.toLocaleString('en-US')} ml
          </Text>
          <Progress value={Math.min(100, (100 * data.totalMl) / data.targetMl)} color="blue.7" aria-label="Water against target" />
          <Text size="xs" c="dimmed">
            {data.targetSetByUser ? 'Your own target' : 'Target: 35 ml per kg of body weight'}
          </Text>
          <Group gap="xs" grow>
            {QUICK.map((q) => (
              <Button key={q.ml} variant="light" color="blue" onClick={() => add.mutate({ date, amount: q.ml, unit: 'ml' })} loading={add.isPending && add.variables?.amount === q.ml}>
                {q.label} {q.ml} ml
              </Button>
            ))}
          </Group>
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label="Custom amount" value={amount} onChange={setAmount} min={1} max={unit === 'ml' ? 5000 : 170} allowNegative={false} style={{ flex: 1 }} />
            <SegmentedControl value={unit} onChange={(u) => setUnit(u === 'fl_oz' ? 'fl_oz' : 'ml')} data={[{ value: 'ml', label: 'ml' }, { value: 'fl_oz', label: 'fl oz' }]} aria-label="Unit" />
            <Button variant="default" onClick={addCustom} disabled={typeof amount !== 'number' || amount <= 0}>
              Add
            </Button>
          </Group>
          {data.entries.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Water today">
              {data.entries.map((e) => (
                <Group key={e.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {e.ml} ml · {new Date(e.createdAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
                  </Text>
                  {'waiting' in e ? (
                    <WaitingMark />
                  ) : (
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${e.ml} ml`} onClick={() => remove.mutate({ id: e.id })}>
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
