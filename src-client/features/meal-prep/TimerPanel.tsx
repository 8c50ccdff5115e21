import { Badge, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { primeSound } from './beep.ts';
import { formatClock, type PrepSession } from './prep-format.ts';
import { elapsedSeconds, remainingSeconds } from './timer-state.ts';
import type { usePrepTimer } from './use-prep-timer.ts';

interface Props {
  session: PrepSession;
  timer: ReturnType<typeof usePrepTimer>;
}

/** Start and Resume are clicks, the moment a browser lets sound be set up for the beeps to come. */
function startWithSound(run: () => void) {
  primeSound();
  run();
}

/** The current step with its countdown and Start / Pause / Resume / Reset. */
export function TimerPanel({ session, timer }: Props) {
  const { t } = useTranslation('meal-prep');
  const { state } = timer;
  const step = session.steps[state.stepIndex];
  if (!step) return null;
  const remaining = remainingSeconds(state);
  const done = step.duration > 0 ? ((step.duration - remaining) / step.duration) * 100 : 0;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="current-step">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('timer.stepOf', { step: state.stepIndex + 1, count: session.steps.length })}
          </Text>
          <Badge variant="light" tt="capitalize">
            {t(`timer.stepType.${step.type}`)}
          </Badge>
        </Group>
        <Title order={2} size="h3" id="current-step">
          {step.title}
        </Title>
        {step.description && step.description !== step.title && <Text>{step.description}</Text>}
        {step.temperature && (
          <Group gap={4}>
            <IconTemperature size={16} aria-hidden />
            <Text size="sm">{step.temperature}</Text>
          </Group>
        )}
        {step.tips.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('timer.tips')}>
            {step.tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        )}
        <Text fz={48} fw={700} ta="center" ff="monospace" role="timer" aria-label={t('timer.remaining')} aria-live="off">
          {formatClock(remaining)}
        </Text>
        <Progress value={done} aria-label={t('timer.progress')} />
        <Text size="sm" c="dimmed" ta="center">
          {t('timer.elapsed', { time: formatClock(elapsedSeconds(state)) })}
        </Text>
        <Group justify="center" gap="sm">
          {state.status === 'idle' && (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => startWithSound(timer.start)}>
              {t('timer.start')}
            </Button>
          )}
          {state.status === 'running' && (
            <Button leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={timer.pause}>
              {t('timer.pause')}
            </Button>
          )}
          {state.status === 'paused' && (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => startWithSound(timer.resume)}>
              {t('timer.resume')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={timer.reset}>
            {t('timer.reset')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
