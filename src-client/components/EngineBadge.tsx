import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineName } from '../../src/schemas/ai.ts';

/** 'Built-in coach' or 'AI model': which implementation answered. */
export function EngineBadge({ engine }: { engine: EngineName | undefined }) {
  const { t } = useTranslation('coach');
  if (!engine) return null;
  return (
    <Badge size="xs" variant="light" c="dark.8" color={engine === 'provider' ? 'violet' : 'gray'}>
      {t(`engine.${engine}`)}
    </Badge>
  );
}
