import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEye, IconTrash, IconUsers } from '@tabler/icons-react';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { dailyAverages, PLAN_DEFAULTS } from './plan-math.ts';

interface Props {
  plan: MealPlanDto;
  onView: () => void;
  viewing: boolean;
  onDelete: () => void;
  deleteDisabled: boolean;
}

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

/** One saved plan: name, date, difficulty, duration, servings and daily averages. */
export function PlanCard({ plan, onView, viewing, onDelete, deleteDisabled }: Props) {
  const avg = dailyAverages(plan);
  const macros = [
    { label: 'Calories', value: `${avg.calories} kcal` },
    { label: 'Protein', value: `${avg.protein} g` },
    { label: 'Carbs', value: `${avg.carbs} g` },
    { label: 'Fats', value: `${avg.fats} g` },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={plan.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {plan.name}
            </Title>
            <Text size="sm" c="dimmed">
              Created {formatDate(plan.createdAt)}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {plan.difficulty || PLAN_DEFAULTS.difficulty}
          </Badge>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{plan.duration || PLAN_DEFAULTS.duration}</Text>
          </Group>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{plan.servings || PLAN_DEFAULTS.servings} servings</Text>
          </Group>
        </Group>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Daily Averages
          </Text>
          <SimpleGrid cols={2} spacing={4}>
            {macros.map((m) => (
              <Text key={m.label} size="sm">
                <Text span c="dimmed">
                  {m.label}:
                </Text>{' '}
                {m.value}
              </Text>
            ))}
          </SimpleGrid>
        </div>
        <Group mt="auto" gap="xs" wrap="nowrap">
          <Button flex={1} variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onView} loading={viewing}>
            View
          </Button>
          <ActionIcon size="lg" variant="subtle" color="red" aria-label={`Delete ${plan.name}`} disabled={deleteDisabled} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Card>
  );
}
