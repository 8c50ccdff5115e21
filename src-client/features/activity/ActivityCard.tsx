import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconRun, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useActivity } from './use-activity.ts';

/** Exercise by activity and minutes (net MET calories) or a watch's number, the day's steps, and the budget setting. */
export function ActivityCard({ date }: { date: string }) {
  const { day, catalog, add, steps, settings, remove } = useActivity(date);
  const [mode, setMode] = useState<'activity' | 'watch'>('activity');
  const [code, setCode] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState<string | number>(30);
  const [calories, setCalories] = useState<string | number>('');
  const [stepCount, setStepCount] = useState<string | number>('');
  const data = day.data;
  const ready = typeof minutes === 'number' && minutes > 0 && (mode === 'activity' ? code !== null : name.trim() !== '' && typeof calories === 'number');
  const submit = () => {
    if (!ready) return;
    add.mutate(mode === 'activity' ? { date, code: code!, minutes } : { date, name, minutes, calories: calories as number });
  };

  return (
    <SectionCard titleId="activity-title" title="Activity" icon={IconRun} color="orange-7" testId="activity-card">
      {day.isPending ? (
        <Skeleton height={56} radius="sm" />
      ) : day.isError || !data ? (
        <ErrorAlert title="Failed to fetch activity">Your activity could not be loaded. Please try again later.</ErrorAlert>
      ) : (
        <>
          <Text fw={700} size="lg" data-testid="activity-total">
            {data.calories.toLocaleString('en-US')} kcal · {data.minutes} min{data.steps !== null ? ` · ${data.steps.toLocaleString('en-US')} steps` : ''}
          </Text>
          <SegmentedControl value={mode} onChange={(m) => setMode(m === 'watch' ? 'watch' : 'activity')} data={[{ value: 'activity', label: 'By activity' }, { value: 'watch', label: 'From a watch' }]} fullWidth />
          {mode === 'activity' ? (
            <Select label="Activity" placeholder="Search activities" searchable data={(catalog.data ?? []).map((a) => ({ value: a.code, label: `${a.activity} (${a.met} MET)` }))} value={code} onChange={setCode} nothingFoundMessage="No such activity" />
          ) : (
            <Group gap="xs" grow>
              <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />
              <NumberInput label="Calories" value={calories} onChange={setCalories} min={0} max={10000} allowNegative={false} allowDecimal={false} />
            </Group>
          )}
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label="Minutes" value={minutes} onChange={setMinutes} min={1} max={1440} allowNegative={false} allowDecimal={false} style={{ flex: 1 }} />
            <Button onClick={submit} disabled={!ready} loading={add.isPending}>
              Log activity
            </Button>
          </Group>
          {data.entries.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activity today">
              {data.entries.map((e) => (
                <Group key={e.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm" lineClamp={2}>
                    {e.name} · {e.minutes} min · {e.calories} kcal
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${e.name}`} onClick={() => remove.mutate({ id: e.id })}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label="Steps today" value={stepCount} onChange={setStepCount} min={0} max={200000} allowNegative={false} allowDecimal={false} thousandSeparator="," style={{ flex: 1 }} />
            <Button variant="default" disabled={typeof stepCount !== 'number'} onClick={() => typeof stepCount === 'number' && steps.mutate({ date, steps: stepCount })}>
              Save steps
            </Button>
          </Group>
          <Switch
            label="Add exercise calories to my daily budget"
            description="Counts the energy above rest, so the day's target is not paid twice."
            checked={data.addToBudget}
            onChange={(e) => settings.mutate({ addToBudget: e.currentTarget.checked })}
          />
        </>
      )}
    </SectionCard>
  );
}
