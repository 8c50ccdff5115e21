import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { PrepSession } from './prep-format.ts';

interface Props {
  sessions: (PrepSession & { isCompleted: boolean })[];
  loading: boolean;
  currentId: string | undefined;
  onLoad: (session: PrepSession) => void;
}

/** Up to three recent saved sessions; clicking one loads it. */
export function SessionHistory({ sessions, loading, currentId, onLoad }: Props) {
  if (loading) return <Skeleton height={36} radius="md" />;
  if (sessions.length === 0) return null;
  return (
    <Group gap="xs" component="nav" aria-label="Recent sessions">
      <Text size="sm" c="dimmed">
        <IconHistory size={14} aria-hidden /> Recent:
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
          {s.isCompleted ? ' ✓' : ''}
        </Button>
      ))}
    </Group>
  );
}
