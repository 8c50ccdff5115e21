import { ActionIcon, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { WeightLogDto } from '../../../src/schemas/weight.ts';
import { useDeleteWeight } from './use-weight.ts';
import { formatWeightIn, type WeightUnit } from './weight-units.ts';

const SHOWN = 7;

const longDate = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** The latest weigh-ins, newest first, each deletable (a mistyped weight is common). */
export function WeighInList({ logs, unit }: { logs: WeightLogDto[]; unit: WeightUnit }) {
  const [all, setAll] = useState(false);
  const { remove, pendingId } = useDeleteWeight();
  const shown = all ? logs : logs.slice(0, SHOWN);
  return (
    <>
      <Table verticalSpacing="xs" aria-label="Weigh-ins">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>{longDate(log.date)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatWeightIn(log.weight, unit)}
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete weigh-in of ${formatWeightIn(log.weight, unit)} on ${longDate(log.date)}`} loading={pendingId === log.id} onClick={() => remove(log.id)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {logs.length > SHOWN && (
        <Group justify="center" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `Show all ${logs.length} weigh-ins`}
          </Button>
        </Group>
      )}
    </>
  );
}
