import { Button, CloseButton, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isLastStep, type TourStep } from './tour-machine.ts';

interface TourTooltipProps {
  step: TourStep;
  index: number;
  total: number;
  className?: string | undefined;
  style: CSSProperties;
  onBack(): void;
  onNext(): void;
  onSkip(): void;
  onClose(): void;
  ref?: Ref<HTMLDivElement>;
}

/** One step of the tour: title, text, 'Step N of M', Back / Skip / Next (Finish) and a close button. */
export function TourTooltip({ step, index, total, className, style, onBack, onNext, onSkip, onClose, ref }: TourTooltipProps) {
  const id = useId();
  const { t } = useTranslation('tour');
  const counter = t('tooltip.counter', { step: index + 1, total });
  const title = t(step.title);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      className={className}
      style={style}
      data-variant={step.variant ?? 'default'}
      data-testid="tour-tooltip"
    >
      <Group justify="space-between" align="center" wrap="nowrap" mb={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {counter}
        </Text>
        <CloseButton aria-label={t('tooltip.close')} onClick={onClose} />
      </Group>
      <VisuallyHidden aria-live="polite">{t('tooltip.announce', { counter, title })}</VisuallyHidden>
      <Title order={2} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" mt={6} id={`${id}-content`}>
        {t(step.content)}
      </Text>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <Button variant="subtle" color="gray" c="gray.8" size="compact-sm" onClick={onSkip}>
          {t('tooltip.skip')}
        </Button>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="compact-sm" onClick={onBack} disabled={index === 0}>
            {t('tooltip.back')}
          </Button>
          <Button size="compact-sm" onClick={onNext} data-autofocus>
            {isLastStep(index, total) ? t('tooltip.finish') : t('tooltip.next')}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
