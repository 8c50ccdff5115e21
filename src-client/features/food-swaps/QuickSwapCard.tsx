import { CloseButton, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuickSwapResult } from '../../../src/schemas/ai.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';

/** The quick-swap card for a chip or popular swap. */
export function QuickSwapCard({
  food,
  result,
  loading,
  error,
  onClose,
}: {
  food: string;
  result: QuickSwapResult | undefined;
  loading: boolean;
  error: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('food-swaps');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-swap-title" data-testid="quick-swap">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="quick-swap-title">
            {t('quick.title', { food })}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <EngineBadge engine={result?.engine} />
            <CloseButton aria-label={t('quick.close')} onClick={onClose} />
          </Group>
        </Group>
        {loading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('quick.finding')}</Text>
          </Group>
        )}
        {error && !loading && (
          <Text size="sm" c="red.8">
            {error}
          </Text>
        )}
        {result && !loading && (
          <>
            <Group gap="xs">
              <Text fw={500}>{food}</Text>
              <IconArrowRight size={16} aria-label={t('quick.swapTo')} />
              <Text fw={700} c="leaf">
                {result.swapName}
              </Text>
            </Group>
            <Text size="sm">{result.reason}</Text>
            {result.benefits.length > 0 && (
              <List size="sm" spacing={2}>
                {result.benefits.slice(0, 3).map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
