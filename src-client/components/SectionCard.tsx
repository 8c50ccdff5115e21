import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  icon: Icon;
  /** A Mantine colour with its shade, for the icon: 'leaf-7', 'blue-7'. */
  color: string;
  testId?: string;
  gap?: MantineSpacing;
  /** Shown at the heading's right, such as a status badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A dashboard or progress card: a bordered section named by its heading, with an icon. */
export function SectionCard({ titleId, title, icon: Icon, color, testId, gap = 'sm', aside, children }: Props) {
  const heading = (
    <Group gap="xs" wrap="nowrap">
      <Icon size={20} aria-hidden color={`var(--mantine-color-${color})`} />
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap={gap}>
        {aside ? (
          <Group gap="xs" wrap="nowrap" justify="space-between">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
