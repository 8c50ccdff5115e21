import { Alert, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ImportPreviewDto } from '../../../src/schemas/data-transfer.ts';
import { countRows } from './import-view.ts';

const MAX_ERRORS_SHOWN = 20;

/** What a file would add per kind, the duplicates that will be skipped, errors by line and the first rows. */
export function ImportPreview({ preview }: { preview: ImportPreviewDto }) {
  const { errors, sample } = preview;
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm" fw={600}>
        {preview.totalRows} {preview.totalRows === 1 ? 'row' : 'rows'} read
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {countRows(preview.toAdd).map((row) => (
          <div key={row.key}>
            <Text size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text fw={700}>{row.count}</Text>
          </div>
        ))}
        <div>
          <Text size="xs" c="dimmed">
            Duplicates skipped
          </Text>
          <Text fw={700}>{preview.duplicates}</Text>
        </div>
      </SimpleGrid>
      {errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text fw={700} size="sm" c="red.9">
            {errors.length} {errors.length === 1 ? 'row has a problem' : 'rows have problems'}; fix the file and choose it again. Nothing is imported while there are errors.
          </Text>
          <List size="sm" mt={4} c="dark.7">
            {errors.slice(0, MAX_ERRORS_SHOWN).map((e, i) => (
              <List.Item key={`${e.line}-${i}`}>
                Line {e.line}: {e.message}
              </List.Item>
            ))}
          </List>
          {errors.length > MAX_ERRORS_SHOWN && (
            <Text size="sm" c="dark.7" mt={4}>
              and {errors.length - MAX_ERRORS_SHOWN} more.
            </Text>
          )}
        </Alert>
      )}
      {sample.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped fz="sm" captionSide="top">
            <Table.Caption>First food entries in the file</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {['Date', 'Meal', 'Food', 'kcal', 'Protein (g)', 'Carbs (g)', 'Fats (g)'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sample.map((row, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td tt="capitalize">{row.mealType}</Table.Td>
                  <Table.Td>{row.foodName}</Table.Td>
                  <Table.Td>{row.calories}</Table.Td>
                  <Table.Td>{row.protein}</Table.Td>
                  <Table.Td>{row.carbs}</Table.Td>
                  <Table.Td>{row.fats}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
