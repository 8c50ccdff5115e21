import { Badge, Container, List, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from './use-outbox.ts';

/** Under the header on every screen: how many entries made offline are still to be sent; nothing when none are. */
export function WaitingBadge() {
  const { t } = useTranslation('offline');
  const waiting = useOutbox();
  if (waiting.length === 0) return null;
  return (
    <Container size="xl" pt="sm">
      <Badge color="orange" variant="light" leftSection={<IconCloudUpload size={14} aria-hidden />} role="status" data-testid="waiting-badge">
        {t('waiting.count', { count: waiting.length })}
      </Badge>
    </Container>
  );
}

/** On the food log: each waiting entry by name, so the user sees the meal logged offline is kept. */
export function WaitingList() {
  const { t } = useTranslation('offline');
  const waiting = useOutbox();
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="waiting-list" aria-label={t('waiting.listLabel')}>
      <Stack gap="xs">
        <Text fw={600}>{t('waiting.count', { count: waiting.length })}</Text>
        <Text size="sm" c="dimmed">
          {t('waiting.savedHere')}
        </Text>
        <List size="sm">
          {waiting.map((entry) => (
            <List.Item key={entry.clientId}>{entry.label}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
