import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { isLastStep, stepCounter, TUTORIAL_STEPS } from './tutorial.ts';
import type { TutorialControls } from './use-tutorial.ts';

/** Spec §2 swipe tutorial: 4 steps, Previous / Next, 'Get Started' on the last, 'n of 4'. */
export function SwipeTutorial({ state, close, next, previous }: TutorialControls) {
  const step = TUTORIAL_STEPS[state.step] ?? TUTORIAL_STEPS[0]!;
  const last = isLastStep(state.step);
  return (
    <Modal opened={state.open} onClose={close} title={step.title} centered closeButtonProps={{ 'aria-label': 'Close tutorial' }}>
      <Stack gap="md">
        <Text>{step.body}</Text>
        <Progress value={((state.step + 1) / TUTORIAL_STEPS.length) * 100} size="sm" aria-label="Tutorial progress" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {stepCounter(state.step)}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={previous} disabled={state.step === 0}>
              Previous
            </Button>
            <Button onClick={next}>{last ? 'Get Started' : 'Next'}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
