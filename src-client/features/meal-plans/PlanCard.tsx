import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEye, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { useFormat } from '../../i18n/format.ts';
import { dailyAverages, PLAN_DEFAULTS } from './plan-math.ts';
import { usePlanLabels } from './use-plan-labels.ts';

interface Props {
  plan: MealPlanDto;
  onView: () => void;
  viewing: boolean;
  onDelete: () => void;
  deleteDisabled: boolean;
}

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

/** One saved plan: name, date, difficulty, duration, servings and daily averages. */
export function PlanCard({ plan, onView, viewing, onDelete, deleteDisabled }: Props) {
  const { t } = useTranslation('meal-plans');
  const format = useFormat();
  const labels = usePlanLabels();
  const avg = dailyAverages(plan);
  const created = new Date(plan.createdAt);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={plan.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {plan.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('card.created', { date: Number.isNaN(created.getTime()) ? '' : format.dateTime(created, { year: 'numeric', month: 'short', day: 'numeric' }) })}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {labels.difficulty(plan.difficulty)}
          </Badge>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{labels.duration(plan.duration)}</Text>
          </Group>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('plan.servings', { count: plan.servings || PLAN_DEFAULTS.servings })}</Text>
          </Group>
        </Group>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('card.dailyAverages')}
          </Text>
          <SimpleGrid cols={2} spacing={4}>
            {MACROS.map((macro) => (
              <Text key={macro} size="sm">
                <Text span c="dimmed">
                  {t(`card.macro.${macro}`)}
                </Text>{' '}
                {macro === 'calories' ? t('units.kcal', { value: avg.calories }) : t('units.grams', { value: avg[macro] })}
              </Text>
            ))}
          </SimpleGrid>
        </div>
        <Group mt="auto" gap="xs" wrap="nowrap">
          <Button flex={1} variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onView} loading={viewing}>
            {t('card.view')}
          </Button>
          <ActionIcon size="lg" variant="subtle" color="red" aria-label={t('card.delete', { name: plan.name })} disabled={deleteDisabled} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Card>
  );
}
