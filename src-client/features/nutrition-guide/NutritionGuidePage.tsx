import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducer } from 'react';
import { getCategory, topicsForCategory } from './guide-content.ts';
import { guideReducer, initialGuideState, selectedTopic } from './guide-state.ts';
import { CategoryButtons } from './CategoryButtons.tsx';
import { QuickFacts } from './QuickFacts.tsx';
import { TopicCard } from './TopicCard.tsx';
import { TopicDetail } from './TopicDetail.tsx';

/** The Nutrition Guide page (/nutrition-guide): static guidance by category and topic. */
export function NutritionGuidePage() {
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const category = getCategory(state.categoryId);
  const topic = selectedTopic(state);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Nutrition Guide</Title>
          <Text c="dimmed">
            Evidence-based basics on macronutrients, micronutrients, hydration and special diets.
          </Text>
        </Stack>

        <CategoryButtons
          selected={state.categoryId}
          onSelect={(categoryId) => dispatch({ type: 'selectCategory', categoryId })}
        />

        {topic ? (
          <TopicDetail topic={topic} categoryLabel={category.label} onBack={() => dispatch({ type: 'back' })} />
        ) : (
          <Stack component="section" gap="md" aria-labelledby="guide-category-heading">
            <div>
              <Title order={2} id="guide-category-heading">
                {category.label}
              </Title>
              <Text c="dimmed">{category.description}</Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {topicsForCategory(category.id).map((t) => (
                <TopicCard
                  key={t.id}
                  topic={t}
                  focusOnMount={t.id === state.returnedFromTopicId}
                  onOpen={(opened) => dispatch({ type: 'openTopic', topicId: opened.id })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}

        <QuickFacts />

        <Text size="xs" c="dimmed">
          This guide is general information, not medical advice. Needs vary from person to person; consult a
          healthcare professional before making significant changes to your diet, especially if you have a medical
          condition, take medication, or are pregnant or breastfeeding.
        </Text>
      </Stack>
    </Container>
  );
}
