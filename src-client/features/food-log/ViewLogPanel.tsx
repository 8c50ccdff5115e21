import { ActionIcon, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { sumMacros } from '../../../src/domain/nutrition.ts';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { MacroTotalsRow } from './MacroTotalsRow.tsx';
import { groupByMeal } from './meal-groups.ts';
import { useRemoveFood } from './use-food-log-actions.ts';

/** The hub's View Log tab: the day's totals and its entries by meal, each with a delete button. */
export function ViewLogPanel({ date }: { date: string }) {
  const logs = trpc.foodLog.list.useQuery({ date });
  const { remove, pendingId } = useRemoveFood();

  if (logs.isError) return <ErrorAlert title="Failed to fetch food logs">Please try again later.</ErrorAlert>;
  if (logs.isPending) return <Skeleton height={240} radius="md" />;

  return (
    <Stack gap="md">
      <MacroTotalsRow totals={sumMacros(logs.data)} label="Day totals" />
      {groupByMeal(logs.data).map((group) => (
        <Paper key={group.type} withBorder radius="md" p="md" component="section" aria-label={group.label}>
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              {group.label}
            </Title>
            <Text size="sm" c="dimmed">
              {group.totals.calories} kcal
            </Text>
          </Group>
          {group.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing logged.
            </Text>
          ) : (
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.entries.map((entry, i) => (
                <li key={entry.id}>
                  {i > 0 && <Divider my={6} />}
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {entry.foodName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {entry.quantity} · {entry.calories} kcal · P {entry.protein} g · C {entry.carbs} g · F {entry.fats} g
                      </Text>
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${entry.foodName}`}
                      loading={pendingId === entry.id}
                      onClick={() => remove(entry)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
