import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { SUGGESTIONS } from './filter-options.ts';

/** Spec §2 empty result: the message and suggestion chips that search again. */
export function NoResults({ query, onSuggest }: { query: string; onSuggest: (text: string) => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="lg">
      <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={3} size="h5">
        No foods found
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        We couldn&apos;t find any foods matching &quot;{query}&quot;. Try adjusting your search or check the filters.
      </Text>
      <Group gap="xs" justify="center" role="group" aria-label="Try searching for">
        {SUGGESTIONS.map((word) => (
          <Button key={word} size="compact-sm" variant="light" radius="xl" onClick={() => onSuggest(word)}>
            {word}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
