import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { NavBadgeMark } from './NavBadgeMark.tsx';
import { navLinkProps, type NavMenu } from './nav-items.ts';

/** One desktop dropdown (Track, AI Coach, Tools). */
export function NavMenuDropdown({ menu }: { menu: NavMenu }) {
  return (
    <Menu position="bottom-start" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" c="dark.7" rightSection={<IconChevronDown size={14} aria-hidden />}>
          {menu.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item key={item.label} component={Link} {...navLinkProps(item)} rightSection={<NavBadgeMark badge={item.badge} />}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
