import { Badge, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecipeStep } from '../../../src/schemas/meal-prep.ts';
import { formatClock } from './prep-format.ts';

interface Props {
  steps: readonly RecipeStep[];
  current: number;
  onJump: (index: number) => void;
}

/** Every step; clicking one jumps the timer to it with its full time. */
export function StepList({ steps, current, onJump }: Props) {
  const { t } = useTranslation('meal-prep');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="steps-title">
      <Title order={2} size="h4" id="steps-title" mb="sm">
        {t('steps.title')}
      </Title>
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, i) => (
          <li key={step.id}>
            <UnstyledButton
              w="100%"
              p="xs"
              onClick={() => onJump(i)}
              aria-current={i === current ? 'step' : undefined}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: i === current ? 'var(--mantine-primary-color-light)' : undefined,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
              }}
            >
              <Text size="sm" fw={i === current ? 700 : 500}>
                {i + 1}. {step.title}
              </Text>
              <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                {formatClock(step.duration)}
              </Badge>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
