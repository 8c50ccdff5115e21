import { ActionIcon, Tooltip, type FloatingPosition } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The informational tooltip's default open delay. */
const INFO_TOOLTIP_DELAY_MS = 200;

interface InfoTooltipProps {
  /** What the icon explains, for its accessible name: 'About {subject}'. */
  subject: string;
  children: ReactNode;
  delay?: number;
  position?: FloatingPosition;
}

/**
 * A small (i) button with an explanation that opens on hover, keyboard focus or touch after a short
 * delay. The text is also the button's description for screen readers.
 */
export function InfoTooltip({ subject, children, delay = INFO_TOOLTIP_DELAY_MS, position = 'top' }: InfoTooltipProps) {
  const { t } = useTranslation('tour');
  return (
    <Tooltip label={children} openDelay={delay} position={position} multiline maw={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray.7" size="sm" radius="xl" aria-label={t('info.about', { subject })}>
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
