import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLastStep, TUTORIAL_STEPS } from './tutorial.ts';
import type { TutorialControls } from './use-tutorial.ts';

/** The swipe tutorial: 4 steps, Previous / Next, 'Get Started' on the last, 'n of 4'. */
export function SwipeTutorial({ state, close, next, previous }: TutorialControls) {
  const { t } = useTranslation('food-log');
  const step = TUTORIAL_STEPS[state.step] ?? TUTORIAL_STEPS[0];
  const last = isLastStep(state.step);
  return (
    <Modal opened={state.open} onClose={close} title={t(`tutorial.steps.${step}.title`)} centered closeButtonProps={{ 'aria-label': t('tutorial.close') }}>
      <Stack gap="md">
        <Text>{t(`tutorial.steps.${step}.body`)}</Text>
        <Progress value={((state.step + 1) / TUTORIAL_STEPS.length) * 100} size="sm" aria-label={t('tutorial.progress')} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tutorial.counter', { step: state.step + 1, total: TUTORIAL_STEPS.length })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={previous} disabled={state.step === 0}>
              {t('tutorial.previous')}
            </Button>
            <Button onClick={next}>{last ? t('tutorial.getStarted') : t('tutorial.next')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
