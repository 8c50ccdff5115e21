import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { GeneratorCard } from './GeneratorCard.tsx';

/** `/meal-plan` (spec §2): the AI meal plan generator. */
export function MealPlanPage() {
  useDocumentTitle('AI Meal Plan Generator · Platewise');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>AI Meal Plan Generator</Title>
          <Text c="dimmed">
            Get a personalised meal plan built around your dietary preferences, fitness goals and cooking skills, with a shopping list for
            the week.
          </Text>
        </div>
        <GeneratorCard />
      </Stack>
    </Container>
  );
}
