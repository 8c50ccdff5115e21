import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A clean stand-in for the tabs the AI engine fills in. */
export function ComingWithAiPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
        <Text size="sm" c="dimmed">
          This arrives with the AI engine. Until then, use Add Food to search and log.
        </Text>
      </Stack>
    </Paper>
  );
}
