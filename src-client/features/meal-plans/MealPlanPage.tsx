import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GeneratorCard } from './GeneratorCard.tsx';

/** `/meal-plan`: the AI meal plan generator. */
export function MealPlanPage() {
  const { t } = useTranslation('meal-plans');
  useDocumentTitle(t('generatorPage.documentTitle'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('generatorPage.title')}</Title>
          <Text c="dimmed">{t('generatorPage.intro')}</Text>
        </div>
        <GeneratorCard />
      </Stack>
    </Container>
  );
}
