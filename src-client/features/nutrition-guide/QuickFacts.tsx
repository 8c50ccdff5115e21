import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUICK_FACTS } from './guide-content.ts';
import { QUICK_FACT_ICONS } from './guide-icons.ts';

/** The Quick Nutrition Facts cards shown under every category. */
export function QuickFacts() {
  const { t } = useTranslation('nutrition-guide');
  return (
    <Stack component="section" gap="md" aria-labelledby="quick-nutrition-facts">
      <Title order={2} id="quick-nutrition-facts">
        {t('page.quickFacts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {QUICK_FACTS.map((id) => {
          const Icon = QUICK_FACT_ICONS[id];
          return (
            <Card key={id} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Title order={3} size="h5" mt="sm">
                {t(`quickFacts.${id}.title`)}
              </Title>
              <Text fw={700} size="lg">
                {t(`quickFacts.${id}.value`)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`quickFacts.${id}.description`)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
