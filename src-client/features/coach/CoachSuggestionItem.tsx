import { Button, Collapse, Group, List, Paper, Text } from '@mantine/core';
import { IconBulb, IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachApply, DailySuggestion } from '../../../src/schemas/ai.ts';
import { notifySuccess } from '../../components/notify.ts';

/** One coach suggestion: 'Apply' does what it says, 'Why?' shows the numbers behind it. */
export function CoachSuggestionItem({ s, onApply }: { s: DailySuggestion; onApply: (apply: CoachApply) => void }) {
  const { t } = useTranslation('coach');
  const [why, setWhy] = useState(false);
  const whyId = useId();
  const apply = () => (s.apply ? onApply(s.apply) : notifySuccess(t('suggestion.applied'), s.action));
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {s.suggestion}
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="light" leftSection={<IconCheck size={14} aria-hidden />} aria-label={t('suggestion.applyLabel', { suggestion: s.suggestion })} onClick={apply}>
            {t('suggestion.apply')}
          </Button>
          <Button
            size="compact-xs"
            variant={why ? 'light' : 'subtle'}
            leftSection={<IconBulb size={14} aria-hidden />}
            aria-label={t('suggestion.whyLabel', { suggestion: s.suggestion })}
            aria-expanded={why}
            aria-controls={whyId}
            onClick={() => setWhy((w) => !w)}
          >
            {t('suggestion.why')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={why} id={whyId}>
        <List size="xs" mt="xs" spacing={2} aria-label={t('suggestion.whyList', { suggestion: s.suggestion })}>
          {s.why.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Collapse>
    </Paper>
  );
}
