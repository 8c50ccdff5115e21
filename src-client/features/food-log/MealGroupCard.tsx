import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconCopy, IconPencil, IconRepeat, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { ListedFoodLog } from '../../offline/waiting-entries.ts';
import { WaitingMark } from '../../offline/WaitingMark.tsx';
import type { MealGroup } from '../../shared/meal-groups.ts';
import { useMacroLine } from './use-macro-line.ts';

interface MealGroupCardProps {
  group: MealGroup<ListedFoodLog>;
  /** Entries in the same meal the day before: 'Log again' shows when there are any. */
  yesterdayCount: number;
  pendingRemoveId: unknown;
  logAgainPending: boolean;
  onEdit: (entry: FoodLogDto) => void;
  onRemove: (entry: FoodLogDto) => void;
  onSave: () => void;
  onCopy: () => void;
  onLogAgain: () => void;
}

/** One meal of the day: its totals, its entries (edit, delete) and what can be done with it as a whole. */
export function MealGroupCard({ group, yesterdayCount, pendingRemoveId, logAgainPending, onEdit, onRemove, onSave, onCopy, onLogAgain }: MealGroupCardProps) {
  const { t } = useTranslation('food-log');
  const macroLine = useMacroLine();
  const meal = t(`mealTypes.${group.type}`);
  const empty = group.entries.length === 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={meal}>
      <Group justify="space-between" mb="xs" gap={4} wrap="wrap">
        <Title order={3} size="h5">
          {meal}
        </Title>
        <Text size="sm" c="dimmed" data-testid="meal-totals">
          {macroLine(group.totals)}
        </Text>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('mealGroup.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {group.entries.map((entry, i) => (
            <li key={entry.id} data-waiting={entry.waiting ? true : undefined}>
              {i > 0 && <Divider my={6} />}
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {entry.foodName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('macros.entry', { quantity: entry.quantity, macros: macroLine(entry) })}
                  </Text>
                </div>
                {entry.waiting ? (
                  <WaitingMark />
                ) : (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('mealGroup.edit', { food: entry.foodName })} onClick={() => onEdit(entry)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('mealGroup.delete', { food: entry.foodName })} loading={pendingRemoveId === entry.id} onClick={() => onRemove(entry)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {(!empty || yesterdayCount > 0) && (
        <Group gap="xs" mt="sm" wrap="wrap">
          {!empty && (
            <>
              <Button size="compact-sm" variant="light" leftSection={<IconBookmark size={14} aria-hidden />} onClick={onSave} aria-label={t('mealGroup.saveLabel', { meal })}>
                {t('mealGroup.save')}
              </Button>
              <Button size="compact-sm" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={onCopy} aria-label={t('mealGroup.copyLabel', { meal })}>
                {t('mealGroup.copy')}
              </Button>
            </>
          )}
          {yesterdayCount > 0 && (
            <Button size="compact-sm" variant="light" leftSection={<IconRepeat size={14} aria-hidden />} onClick={onLogAgain} loading={logAgainPending} aria-label={t('mealGroup.logAgainLabel', { meal })}>
              {t('mealGroup.logAgain')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
