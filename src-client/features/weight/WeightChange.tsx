import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WeightTrend } from '../../../src/domain/progress.ts';
import { useFormat } from '../../i18n/format.ts';
import { formatChange, type WeightUnit } from '../../shared/weight-units.ts';

const ICONS = { up: IconArrowUpRight, down: IconArrowDownRight, neutral: IconArrowRight } as const;

/** A signed weight change with an arrow and its trend word. No judgement colours: goals differ. */
export function WeightChange({ kg, trend, unit, size = 'lg' }: { kg: number; trend: WeightTrend; unit: WeightUnit; size?: string }) {
  const { t } = useTranslation('weight');
  const format = useFormat();
  const Icon = ICONS[trend];
  return (
    <Group gap={4} wrap="wrap">
      <Icon size={18} aria-hidden />
      <Text fw={700} size={size}>
        {formatChange(kg, unit, format.number)}
      </Text>
      <Text size="sm" c="dimmed">
        ({t(`trend.${trend}`)})
      </Text>
    </Group>
  );
}
