import { ActionIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTour } from './tour-context.ts';
import type { TourStep } from './tour-machine.ts';

/**
 * The '?' button that starts a page's guided tour. Focus returns here when the tour ends. Its hint is the
 * browser's own (`title`): a Mantine tooltip would put Floating UI in every screen's first load.
 */
export function TourHelpButton({ steps }: { steps: readonly TourStep[] }) {
  const { t } = useTranslation('tour');
  const tour = useTour();
  return (
    <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('help.label')} title={t('help.tooltip')} data-tour-help onClick={() => tour.start(steps)}>
      <IconHelpCircle size={22} aria-hidden />
    </ActionIcon>
  );
}
