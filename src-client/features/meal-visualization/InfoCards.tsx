import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconDatabase, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CARDS = [
  { key: 'reading', icon: IconChartBar },
  { key: 'balancing', icon: IconScale },
  { key: 'sources', icon: IconDatabase },
] as const;

/** Three short explainers under the visualisation. */
export function InfoCards() {
  const { t } = useTranslation('meal-visualization');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {CARDS.map(({ key, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={t(`info.${key}.title`)}>
          <ThemeIcon variant="light" radius="md" size="lg" mb="xs" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Title order={2} size="h5">
            {t(`info.${key}.title`)}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`info.${key}.text`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
