import { Badge, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideTopic } from './guide-content.ts';
import classes from './TopicDetail.module.css';

interface TopicDetailProps {
  topic: GuideTopic;
  categoryLabel: string;
  onBack: () => void;
}

/** The full text of one topic. Its heading takes focus when it opens. */
export function TopicDetail({ topic, categoryLabel, onBack }: TopicDetailProps) {
  const { t } = useTranslation('nutrition-guide');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = (section: 'overview' | 'recommendations' | 'bestSources' | 'practicalTips' | 'basedOn'): readonly string[] =>
    t(`topics.${topic.id}.${section}`, { returnObjects: true });
  const overview = list('overview');

  useEffect(() => {
    headingRef.current?.focus();
  }, [topic.id]);

  return (
    <Stack component="article" gap="lg" maw={800} aria-labelledby={`guide-topic-${topic.id}`}>
      <div>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} px={0}>
          {t('detail.back')}
        </Button>
      </div>
      <Stack gap="xs">
        <Badge variant="light" tt="none">
          {categoryLabel}
        </Badge>
        <Title order={2} id={`guide-topic-${topic.id}`} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t(`topics.${topic.id}.title`)}
        </Title>
      </Stack>

      <DetailSection heading={t('detail.overview')}>
        {overview.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </DetailSection>
      <DetailSection heading={t('detail.recommendations')}>
        <ItemList items={list('recommendations')} />
      </DetailSection>
      <DetailSection heading={t('detail.bestSources')}>
        <ItemList items={list('bestSources')} />
      </DetailSection>
      <DetailSection heading={t('detail.practicalTips')}>
        <ItemList items={list('practicalTips')} />
      </DetailSection>

      <Text size="xs" c="dimmed">
        {t('detail.basedOn', { sources: list('basedOn').join('; ') })}
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
