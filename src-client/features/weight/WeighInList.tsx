import { ActionIcon, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeightLogDto } from '../../../src/schemas/weight.ts';
import { useFormat } from '../../i18n/format.ts';
import { useDeleteWeight } from '../../shared/use-weight.ts';
import { formatWeightIn, type WeightUnit } from '../../shared/weight-units.ts';

const SHOWN = 7;

/** The latest weigh-ins, newest first, each deletable (a mistyped weight is common). */
export function WeighInList({ logs, unit }: { logs: WeightLogDto[]; unit: WeightUnit }) {
  const { t } = useTranslation('weight');
  const format = useFormat();
  const longDate = (date: string) => format.day(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const weight = (kg: number) => formatWeightIn(kg, unit, format.number);
  const [all, setAll] = useState(false);
  const { remove, pendingId } = useDeleteWeight();
  const shown = all ? logs : logs.slice(0, SHOWN);
  return (
    <>
      <Table verticalSpacing="xs" aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th ta="right">{t('list.weight')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>{longDate(log.date)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {weight(log.weight)}
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={t('list.delete', { weight: weight(log.weight), date: longDate(log.date) })} loading={pendingId === log.id} onClick={() => remove(log.id)}>
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
            {all ? t('list.showFewer') : t('list.showAll', { count: logs.length })}
          </Button>
        </Group>
      )}
    </>
  );
}
