import { Badge } from '@mantine/core';
import { badgeColor, type NavBadge } from './nav-items.ts';

export function NavBadgeMark({ badge }: { badge: NavBadge | undefined }) {
  if (!badge) return null;
  return (
    <Badge size="xs" variant="filled" color={badgeColor(badge)} radius="sm">
      {badge}
    </Badge>
  );
}
