import { Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeCounts } from './import-view.ts';
import { useHistoryImports } from './use-history-imports.ts';

/** Past imports from other apps, newest first, each with the button that takes it all back. */
export function HistoryImportList({ onUndo, undoing }: { onUndo: (id: number) => void; undoing: boolean }) {
  const { t, i18n } = useTranslation('data-transfer');
  const { data } = useHistoryImports();
  const imported = (data ?? []).filter((b) => b.status === 'imported');
  if (!imported.length) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('history.past')}
      </Text>
      <List spacing={6} size="sm" listStyleType="none">
        {imported.map((b) => (
          <List.Item key={b.id}>
            <Group gap="sm" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t('history.pastItem', {
                  file: b.fileName,
                  app: t(`history.formats.${b.format}.label`),
                  when: new Date(b.importedAt ?? b.createdAt).toLocaleDateString(i18n.language),
                  what: describeCounts(b.toAdd, t),
                })}
              </Text>
              <Button size="xs" variant="light" color="red" disabled={undoing} onClick={() => onUndo(b.id)} aria-label={t('history.undoFile', { file: b.fileName })}>
                {t('history.undo')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
