import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './MenuButtons.tsx';
import { NavBadgeMark } from './NavBadgeMark.tsx';
import { navLinkProps, type NavMenu } from './nav-items.ts';

/** One desktop dropdown (Track, AI Coach, Tools). */
export function NavMenuDropdown({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation('navigation');
  return (
    <Menu position="bottom-start" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <MenuButton>{t(`menus.${menu.key}`)}</MenuButton>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item key={item.key} component={Link} {...navLinkProps(item)} rightSection={<NavBadgeMark badge={item.badge} />}>
            {t(`items.${item.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
