import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Unknown paths, and paths the current sign-in state cannot reach. */
export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  useDocumentTitle(t('documentTitle'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="leaf.7" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('message')}</Text>
        <Anchor component={Link} to="/" fw={600}>
          {t('home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
