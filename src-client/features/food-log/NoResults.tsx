import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS } from './filter-options.ts';

/** No results: the message and suggestion chips that search again. */
export function NoResults({ query, onSuggest }: { query: string; onSuggest: (text: string) => void }) {
  const { t } = useTranslation('food-log');
  return (
    <Stack align="center" ta="center" gap="xs" py="lg">
      <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={3} size="h5">
        {t('noResults.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t('noResults.message', { query })}
      </Text>
      <Group gap="xs" justify="center" role="group" aria-label={t('noResults.suggestions')}>
        {SUGGESTIONS.map((word) => (
          <Button key={word} size="compact-sm" variant="light" radius="xl" onClick={() => onSuggest(word)}>
            {word}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
