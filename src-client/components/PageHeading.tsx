import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** What the page is for, under its title. */
  intro: string;
  /** The page's actions, at the heading's right (below it on a narrow screen). */
  children?: ReactNode;
}

/** A page's title and intro, with its actions when it has any. */
export function PageHeading({ title, intro, children }: Props) {
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </div>
  );
  if (children === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      {heading}
      {children}
    </Group>
  );
}
