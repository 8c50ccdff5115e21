import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { topicsForCategory } from './guide-content.ts';
import { guideReducer, initialGuideState, selectedTopic } from './guide-state.ts';
import { CategoryButtons } from './CategoryButtons.tsx';
import { QuickFacts } from './QuickFacts.tsx';
import { TopicCard } from './TopicCard.tsx';
import { TopicDetail } from './TopicDetail.tsx';

/** The Nutrition Guide page (/nutrition-guide): static guidance by category and topic. */
export function NutritionGuidePage() {
  const { t } = useTranslation('nutrition-guide');
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const category = state.categoryId;
  const topic = selectedTopic(state);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>

        <CategoryButtons
          selected={state.categoryId}
          onSelect={(categoryId) => dispatch({ type: 'selectCategory', categoryId })}
        />

        {topic ? (
          <TopicDetail topic={topic} categoryLabel={t(`categories.${category}.label`)} onBack={() => dispatch({ type: 'back' })} />
        ) : (
          <Stack component="section" gap="md" aria-labelledby="guide-category-heading">
            <div>
              <Title order={2} id="guide-category-heading">
                {t(`categories.${category}.label`)}
              </Title>
              <Text c="dimmed">{t(`categories.${category}.description`)}</Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {topicsForCategory(category).map((topicOfCategory) => (
                <TopicCard
                  key={topicOfCategory.id}
                  topic={topicOfCategory}
                  focusOnMount={topicOfCategory.id === state.returnedFromTopicId}
                  onOpen={(opened) => dispatch({ type: 'openTopic', topicId: opened.id })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}

        <QuickFacts />

        <Text size="xs" c="dimmed">
          {t('page.disclaimer')}
        </Text>
      </Stack>
    </Container>
  );
}
