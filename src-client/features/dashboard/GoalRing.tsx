import { Center, RingProgress } from '@mantine/core';
import type { ReactNode } from 'react';

/** The goal card's ring. Mantine's RingProgress wraps each section in a floating tooltip, so it is a chunk of its own (decision 078). */
export default function GoalRing({ size, percent, color, label }: { size: number; percent: number; color: string; label: ReactNode }) {
  return <RingProgress size={size} thickness={9} roundCaps sections={[{ value: percent, color }]} label={<Center>{label}</Center>} aria-hidden />;
}
