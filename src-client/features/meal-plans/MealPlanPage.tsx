import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GeneratorCard } from './GeneratorCard.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';

/** `/meal-plan`: the AI meal plan generator. */
export function MealPlanPage() {
  const { t } = useTranslation('meal-plans');
  useDocumentTitle(t('generatorPage.documentTitle'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('generatorPage.title')} intro={t('generatorPage.intro')} />
        <GeneratorCard />
      </Stack>
    </Container>
  );
}
