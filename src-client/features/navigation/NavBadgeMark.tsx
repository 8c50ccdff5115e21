import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeColor, type NavBadge } from './nav-items.ts';

export function NavBadgeMark({ badge }: { badge: NavBadge | undefined }) {
  const { t } = useTranslation('navigation');
  if (!badge) return null;
  return (
    <Badge size="xs" variant="filled" color={badgeColor(badge)} radius="sm">
      {t(`badges.${badge}`)}
    </Badge>
  );
}
