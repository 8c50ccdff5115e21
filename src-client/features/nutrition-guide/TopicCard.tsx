import { Badge, Card, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideTopic } from './guide-content.ts';
import classes from './TopicCard.module.css';

interface TopicCardProps {
  topic: GuideTopic;
  onOpen: (topic: GuideTopic) => void;
  /** Move keyboard focus to this card when it mounts (after returning from its detail view). */
  focusOnMount?: boolean;
}

/**
 * A topic card. The whole card is a native button, so Enter and Space open it; its accessible
 * name is its visible text.
 */
export function TopicCard({ topic, onOpen, focusOnMount = false }: TopicCardProps) {
  const { t } = useTranslation('nutrition-guide');
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <Card
      ref={ref}
      component="button"
      type="button"
      className={classes.card}
      withBorder
      shadow="sm"
      radius="md"
      padding="lg"
      onClick={() => onOpen(topic)}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text component="span" fw={600} size="lg">
          {t(`topics.${topic.id}.title`)}
        </Text>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
      <Text component="span" size="sm" c="dimmed" mt="xs" display="block">
        {t(`topics.${topic.id}.summary`)}
      </Text>
      <Badge component="span" variant="light" tt="none" mt="md">
        {t(`topics.${topic.id}.keyFact`)}
      </Badge>
    </Card>
  );
}
