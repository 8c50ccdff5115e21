import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../src/domain/dates.ts';
import { sumMacros } from '../../../src/domain/nutrition.ts';
import type { FoodLogDto, MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useOutbox } from '../../offline/use-outbox.ts';
import { OfflineDayNote } from '../../offline/OfflineDayNote.tsx';
import { unansweredOffline } from '../../offline/unanswered.ts';
import { entriesOfDay, withWaitingFood } from '../../offline/waiting-entries.ts';
import { CopyModal } from './CopyModal.tsx';
import { EditEntryModal } from './EditEntryModal.tsx';
import { MacroTotalsRow } from './MacroTotalsRow.tsx';
import { MealGroupCard } from './MealGroupCard.tsx';
import { groupByMeal } from '../../shared/meal-groups.ts';
import { NameModal } from './NameModal.tsx';
import { useRemoveFood } from './use-food-log-actions.ts';
import { useCopyEntries, useSavedMealActions } from './use-log-changes.ts';

/** The hub's View Log tab: the day's totals and its meals, each with totals, entries to edit or delete, and meal actions. */
export function ViewLogPanel({ date }: { date: string }) {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const yesterday = addDays(date, -1);
  const logs = trpc.foodLog.list.useQuery({ date });
  const before = trpc.foodLog.list.useQuery({ date: yesterday });
  const { remove, pendingId } = useRemoveFood();
  const copy = useCopyEntries();
  const { create } = useSavedMealActions();
  const [editing, setEditing] = useState<FoodLogDto | null>(null);
  const [copying, setCopying] = useState<{ mealType: MealType | null } | null>(null);
  const [saving, setSaving] = useState<MealType | null>(null);
  const outbox = useOutbox();

  const offline = unansweredOffline(logs);
  // Offline, the dashboard's copy of the same day stands in for a list this tab never loaded (decision 111).
  const savedDay = offline ? utils.foodLog.dailyProgress.getData({ date }) : undefined;
  if (logs.isError && !offline) return <ErrorAlert title={t('actions.fetchLogsFailed')}>{t('actions.tryLater')}</ErrorAlert>;
  if (logs.isPending && !offline) return <Skeleton height={240} radius="md" />;
  const stored = logs.data ?? (savedDay ? entriesOfDay(savedDay) : []);
  const entries = withWaitingFood(stored, outbox, date);
  const yesterdayCount = (meal: MealType) => (before.data ?? []).filter((e) => e.mealType === meal).length;

  return (
    <Stack gap="md">
      {offline && <OfflineDayNote saved={savedDay !== undefined} />}
      <MacroTotalsRow totals={sumMacros(entries)} label={t('viewLog.dayTotals')} />
      {stored.length > 0 && (
        <Group justify="flex-end">
          <Button variant="light" size="compact-sm" leftSection={<IconCopy size={14} aria-hidden />} onClick={() => setCopying({ mealType: null })}>
            {t('viewLog.copyDay')}
          </Button>
        </Group>
      )}
      {groupByMeal(entries).map((group) => (
        <MealGroupCard
          key={group.type}
          group={group}
          yesterdayCount={yesterdayCount(group.type)}
          pendingRemoveId={pendingId}
          logAgainPending={copy.isPending && copy.variables?.toMealType === group.type && copy.variables.fromDate === yesterday}
          onEdit={setEditing}
          onRemove={(entry) => remove(entry)}
          onSave={() => setSaving(group.type)}
          onCopy={() => setCopying({ mealType: group.type })}
          onLogAgain={() => copy.mutate({ fromDate: yesterday, mealType: group.type, toDate: date, toMealType: group.type })}
        />
      ))}
      {editing && <EditEntryModal key={editing.id} entry={editing} onClose={() => setEditing(null)} />}
      {copying && <CopyModal fromDate={date} mealType={copying.mealType} onClose={() => setCopying(null)} />}
      <NameModal
        opened={saving !== null}
        title={saving ? t('viewLog.saveTitle', { meal: saving }) : ''}
        submitLabel={t('viewLog.save')}
        pending={create.isPending}
        onClose={() => setSaving(null)}
        onSubmit={(name) => saving && create.mutate({ name, date, mealType: saving }, { onSuccess: () => setSaving(null) })}
      />
    </Stack>
  );
}
