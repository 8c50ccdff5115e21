import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserDto } from '../../../src/schemas/user.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import classes from './AccountMenu.module.css';
import { ACCOUNT_LINKS, accountLabel } from './nav-items.ts';

/** The Account dropdown: e-mail (or 'User'), a 'Member' label, account links and Sign Out. */
export function AccountMenu({ user }: { user: UserDto | null }) {
  const signOut = useSignOut();
  const label = accountLabel(user);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="dark.7"
          leftSection={
            <Avatar size="sm" color="leaf" radius="xl" aria-hidden>
              {label.charAt(0).toUpperCase()}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" className={classes.email}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            Member
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {ACCOUNT_LINKS.map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        {user?.role === 'admin' && (
          <Menu.Item component={Link} to="/admin">
            Administration
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
