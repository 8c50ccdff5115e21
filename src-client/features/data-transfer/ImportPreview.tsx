import { Alert, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewDto } from '../../../src/schemas/data-transfer.ts';
import { mealTypes } from '../../../src/domain/choices.ts';
import { useFormat } from '../../i18n/format.ts';
import { countRows } from './import-view.ts';

const MAX_ERRORS_SHOWN = 20;
const COLUMNS = ['date', 'meal', 'food', 'kcal', 'protein', 'carbs', 'fats'] as const;

/** What a file would add per kind, the duplicates that will be skipped, errors by line and the first rows. */
export function ImportPreview({ preview }: { preview: ImportPreviewDto }) {
  const { t } = useTranslation('data-transfer');
  const format = useFormat();
  const { errors, sample } = preview;
  const meal = (type: string) => {
    const known = mealTypes.find((m) => m === type);
    return known ? t(`preview.meals.${known}`) : type;
  };
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm" fw={600}>
        {t('preview.rowsRead', { count: preview.totalRows })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {countRows(preview.toAdd, t).map((row) => (
          <div key={row.key}>
            <Text size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text fw={700}>{row.count}</Text>
          </div>
        ))}
        <div>
          <Text size="xs" c="dimmed">
            {t('preview.duplicates')}
          </Text>
          <Text fw={700}>{preview.duplicates}</Text>
        </div>
      </SimpleGrid>
      {errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text fw={700} size="sm" c="red.9">
            {t('preview.problems', { count: errors.length })}
          </Text>
          <List size="sm" mt={4} c="dark.7">
            {errors.slice(0, MAX_ERRORS_SHOWN).map((e, i) => (
              <List.Item key={`${e.line}-${i}`}>
                {t('preview.line', { line: e.line, message: e.message })}
              </List.Item>
            ))}
          </List>
          {errors.length > MAX_ERRORS_SHOWN && (
            <Text size="sm" c="dark.7" mt={4}>
              {t('preview.more', { count: errors.length - MAX_ERRORS_SHOWN })}
            </Text>
          )}
        </Alert>
      )}
      {sample.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped fz="sm" captionSide="top">
            <Table.Caption>{t('preview.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{t(`preview.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sample.map((row, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td tt="capitalize">{meal(row.mealType)}</Table.Td>
                  <Table.Td>{row.foodName}</Table.Td>
                  <Table.Td>{format.number(row.calories)}</Table.Td>
                  <Table.Td>{format.number(row.protein)}</Table.Td>
                  <Table.Td>{format.number(row.carbs)}</Table.Td>
                  <Table.Td>{format.number(row.fats)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
