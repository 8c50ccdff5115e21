import { Badge } from '@mantine/core';
import type { EngineName } from '../../../src/schemas/ai.ts';
import { engineLabel } from './coach-view.ts';

/** 'Built-in coach' or 'AI model': which implementation answered. */
export function EngineBadge({ engine }: { engine: EngineName | undefined }) {
  if (!engine) return null;
  return (
    <Badge size="xs" variant="light" c="dark.8" color={engine === 'provider' ? 'violet' : 'gray'}>
      {engineLabel(engine)}
    </Badge>
  );
}
