import { ActionIcon, Button, Group, NumberInput, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconRun, IconTrash } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../components/ChoiceChips.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useActivity } from './use-activity.ts';
import type { en } from '../../locales/en/index.ts';

/** Exercise by activity and minutes (net MET calories) or a watch's number, the day's steps, and the budget setting. */
export function ActivityCard({ date }: { date: string }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  const { add, steps, settings, remove, ...activity } = useActivity(date);
  // The data renders in a background render when it arrives (yielding to taps), not in one long task.
  const day = useDeferredValue(activity.day);
  const catalog = useDeferredValue(activity.catalog);
  const [mode, setMode] = useState<'activity' | 'watch'>('activity');
  // A Compendium activity is named in the reader's language by its code; a watch's entry keeps the name it was given.
  type Code = keyof typeof en.activity.names;
  const nameOf = (entry: { code: string | null; name: string }) => (entry.code ? t(`names.${entry.code as Code}`, { defaultValue: entry.name }) : entry.name);
  const [code, setCode] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState<string | number>(30);
  const [calories, setCalories] = useState<string | number>('');
  const [stepCount, setStepCount] = useState<string | number>('');
  const data = day.data;
  // The steps field writes numbers as the language shown does: 8,400 or 8.400.
  const [thousands, decimal] = [format.number(10000), format.number(1.5)].map((n) => n.replace(/\d/g, ''));
  const ready = typeof minutes === 'number' && minutes > 0 && (mode === 'activity' ? code !== null : name.trim() !== '' && typeof calories === 'number');
  const submit = () => {
    if (!ready) return;
    add.mutate(mode === 'activity' ? { date, code: code!, minutes } : { date, name, minutes, calories: calories as number });
  };

  return (
    <SectionCard titleId="activity-title" title={t('card.title')} icon={IconRun} color="orange-7" testId="activity-card">
      {day.isPending ? (
        <Skeleton height={56} radius="sm" />
      ) : day.isError || !data ? (
        <ErrorAlert title={t('card.loadError')}>{t('card.loadErrorDetail')}</ErrorAlert>
      ) : (
        <>
          <Text fw={700} size="lg" data-testid="activity-total">
            {data.steps === null
              ? t('card.total', { calories: data.calories, minutes: data.minutes })
              : t('card.totalWithSteps', { calories: data.calories, minutes: data.minutes, steps: data.steps })}
          </Text>
          <ChoiceChips value={mode} onChange={setMode} data={[{ value: 'activity', label: t('card.byActivity') }, { value: 'watch', label: t('card.fromWatch') }]} label={t('card.mode')} />
          {mode === 'activity' ? (
            <Select
              label={t('card.activity')}
              placeholder={t('card.search')}
              searchable
              // Typed before the list arrives, a search would show no options once it does.
              disabled={catalog.isPending}
              data={(catalog.data ?? []).map((a) => ({ value: a.code, label: t(a.suggested ? 'card.optionSuggested' : 'card.option', { activity: nameOf({ code: a.code, name: a.activity }), met: a.met }) }))}
              value={code}
              onChange={setCode}
              nothingFoundMessage={t('card.nothingFound')}
            />
          ) : (
            <Group gap="xs" grow>
              <TextInput label={t('card.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />
              <NumberInput label={t('card.calories')} value={calories} onChange={setCalories} min={0} max={10000} allowNegative={false} allowDecimal={false} />
            </Group>
          )}
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label={t('card.minutes')} value={minutes} onChange={setMinutes} min={1} max={1440} allowNegative={false} allowDecimal={false} style={{ flex: 1 }} />
            <Button onClick={submit} disabled={!ready} loading={add.isPending}>
              {t('card.log')}
            </Button>
          </Group>
          {data.entries.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('card.listLabel')}>
              {data.entries.map((e) => (
                <Group key={e.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm" lineClamp={2}>
                    {t('card.entry', { name: nameOf(e), minutes: e.minutes, calories: e.calories })}
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t('card.delete', { name: nameOf(e) })} onClick={() => remove.mutate({ id: e.id })}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group gap="xs" align="end" wrap="nowrap">
            <NumberInput label={t('card.steps')} value={stepCount} onChange={setStepCount} min={0} max={200000} allowNegative={false} allowDecimal={false} thousandSeparator={thousands} decimalSeparator={decimal} style={{ flex: 1 }} />
            <Button variant="default" disabled={typeof stepCount !== 'number'} onClick={() => typeof stepCount === 'number' && steps.mutate({ date, steps: stepCount })}>
              {t('card.saveSteps')}
            </Button>
          </Group>
          <Switch
            label={t('card.addToBudget')}
            description={t('card.addToBudgetHelp')}
            checked={data.addToBudget}
            onChange={(e) => settings.mutate({ addToBudget: e.currentTarget.checked })}
          />
        </>
      )}
    </SectionCard>
  );
}
