import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INFO_TOOLTIP_DELAY_MS } from '../../components/InfoTooltip.tsx';
import { useTour } from './tour-context.ts';
import type { TourStep } from './tour-machine.ts';

/** The '?' button that starts a page's guided tour. Focus returns here when the tour ends. */
export function TourHelpButton({ steps }: { steps: readonly TourStep[] }) {
  const { t } = useTranslation('tour');
  const tour = useTour();
  return (
    <Tooltip label={t('help.tooltip')} openDelay={INFO_TOOLTIP_DELAY_MS} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('help.label')} data-tour-help onClick={() => tour.start(steps)}>
        <IconHelpCircle size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
