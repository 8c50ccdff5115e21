import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrepSession } from './prep-format.ts';

/** Marks a session cooked to the end. */
const COMPLETED_MARK = ' ✓';

interface Props {
  sessions: (PrepSession & { isCompleted: boolean })[];
  loading: boolean;
  currentId: string | undefined;
  onLoad: (session: PrepSession) => void;
}

/** Up to three recent saved sessions; clicking one loads it. */
export function SessionHistory({ sessions, loading, currentId, onLoad }: Props) {
  const { t } = useTranslation('meal-prep');
  if (loading) return <Skeleton height={36} radius="md" />;
  if (sessions.length === 0) return null;
  return (
    <Group gap="xs" component="nav" aria-label={t('history.label')}>
      <Text size="sm" c="dimmed">
        <IconHistory size={14} aria-hidden /> {t('history.recent')}
      </Text>
      {sessions.map((s) => (
        <Button
          key={s.id}
          size="xs"
          variant={s.id === currentId ? 'light' : 'default'}
          aria-current={s.id === currentId ? 'true' : undefined}
          onClick={() => onLoad(s)}
        >
          {s.recipeName}
          {s.isCompleted ? COMPLETED_MARK : ''}
        </Button>
      ))}
    </Group>
  );
}
