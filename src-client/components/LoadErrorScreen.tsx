import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when the current user could not be looked up (server unreachable). */
export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('loadError.title')}</Title>
        <Text c="dimmed">{t('loadError.detail')}</Text>
        <Button onClick={onRetry}>{t('loadError.retry')}</Button>
      </Stack>
    </Container>
  );
}
