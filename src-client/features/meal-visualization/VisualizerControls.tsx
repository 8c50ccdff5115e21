import { ActionIcon, Button, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const SPEED = { min: 0.1, max: 3, step: 0.1, initial: 1 } as const;

interface VisualizerControlsProps {
  playing: boolean;
  onToggle: () => void;
  onReset: () => void;
  speed: number;
  onSpeedChange: (speed: number) => void;
}

/** Play/Pause, reset and the animation speed slider (0.1 to 3, step 0.1). */
export function VisualizerControls({ playing, onToggle, onReset, speed, onSpeedChange }: VisualizerControlsProps) {
  const { t } = useTranslation('meal-visualization');
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        onClick={onToggle}
        leftSection={playing ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
      >
        {playing ? t('controls.pause') : t('controls.play')}
      </Button>
      <ActionIcon variant="default" aria-label={t('controls.reset')} onClick={onReset}>
        <IconRefresh size={16} aria-hidden />
      </ActionIcon>
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {t('controls.speed')}
        </Text>
        <Slider
          thumbLabel={t('controls.speed')}
          min={SPEED.min}
          max={SPEED.max}
          step={SPEED.step}
          value={speed}
          onChange={onSpeedChange}
          label={(value) => t('controls.speedValue', { speed: value })}
          style={{ flex: 1 }}
        />
        <Text size="sm" fw={600} w={36} aria-hidden>
          {t('controls.speedValue', { speed })}
        </Text>
      </Group>
    </Group>
  );
}
