import { Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PlaceholderPageProps {
  title: string;
  summary: string;
  /** What the finished page will hold. */
  features: readonly string[];
}

/** A titled stand-in for a feature page that later work will build. */
export function PlaceholderPage({ title, summary, features }: PlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('placeholder.documentTitle', { title }));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{summary}</Text>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('placeholder.comingSoon')}</Text>
            <List spacing="xs" icon={<ThemeIcon size={20} radius="xl" variant="light"><IconTools size={12} aria-hidden /></ThemeIcon>}>
              {features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
