import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconDatabase, IconScale } from '@tabler/icons-react';

const CARDS = [
  {
    icon: IconChartBar,
    title: 'Reading the chart',
    text: 'The 3D bars grow with the grams of protein, carbs and fats you ate. The Bar view sets each against your daily target: green is on track (80% or more), yellow is below, red is over.',
  },
  {
    icon: IconScale,
    title: 'Balancing your macros',
    text: 'Carbs around 45% and fats around 25% of your calories, with protein spread over the day, keep energy steady. Fiber 25 g and sugar under 50 g are good daily markers.',
  },
  {
    icon: IconDatabase,
    title: 'Where the numbers come from',
    text: 'Nutrition values come from USDA FoodData Central (Foundation, SR Legacy, Survey and Branded foods), scaled to the portion you logged.',
  },
];

/** Three short explainers under the visualisation. */
export function InfoCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {CARDS.map(({ icon: Icon, title, text }) => (
        <Paper key={title} withBorder radius="md" p="md" component="section" aria-label={title}>
          <ThemeIcon variant="light" radius="md" size="lg" mb="xs" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
