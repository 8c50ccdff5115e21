import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { NavMenuDropdown } from './NavMenuDropdown.tsx';
import { NAV_MENUS } from './nav-items.ts';

/** Top-bar menus, shown from the md breakpoint up. */
export function DesktopNav({ user }: { user: UserDto | null }) {
  const { t } = useTranslation('navigation');
  return (
    <Group component="nav" aria-label={t('desktop.label')} gap={4} visibleFrom="md">
      {NAV_MENUS.map((menu) => (
        <NavMenuDropdown key={menu.key} menu={menu} />
      ))}
      <AccountMenu user={user} />
    </Group>
  );
}
