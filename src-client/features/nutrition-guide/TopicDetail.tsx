import { Badge, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { GuideTopic } from './guide-content.ts';
import classes from './TopicDetail.module.css';

interface TopicDetailProps {
  topic: GuideTopic;
  categoryLabel: string;
  onBack: () => void;
}

/** The full text of one topic. Its heading takes focus when it opens. */
export function TopicDetail({ topic, categoryLabel, onBack }: TopicDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [topic.id]);

  return (
    <Stack component="article" gap="lg" maw={800} aria-labelledby={`guide-topic-${topic.id}`}>
      <div>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} px={0}>
          Back
        </Button>
      </div>
      <Stack gap="xs">
        <Badge variant="light" tt="none">
          {categoryLabel}
        </Badge>
        <Title order={2} id={`guide-topic-${topic.id}`} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {topic.title}
        </Title>
      </Stack>

      <DetailSection heading="Overview">
        {topic.overview.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </DetailSection>
      <DetailSection heading="Recommendations">
        <ItemList items={topic.recommendations} />
      </DetailSection>
      <DetailSection heading="Best Sources">
        <ItemList items={topic.bestSources} />
      </DetailSection>
      <DetailSection heading="Practical Tips">
        <ItemList items={topic.practicalTips} />
      </DetailSection>

      <Text size="xs" c="dimmed">
        Based on: {topic.basedOn.join('; ')}.
      </Text>
    </Stack>
  );
}

function DetailSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

function ItemList({ items }: { items: readonly string[] }) {
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
