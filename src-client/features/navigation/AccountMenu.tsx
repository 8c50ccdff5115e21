import { Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';
import classes from './AccountMenu.module.css';
import { AccountButton } from './MenuButtons.tsx';
import { ACCOUNT_LINKS, accountLabel } from './nav-items.ts';

/** The Account dropdown: e-mail (or 'User'), a 'Member' label, account links and Sign Out. */
export function AccountMenu({ user }: { user: UserDto | null }) {
  const { t } = useTranslation('navigation');
  const signOut = useSignOut();
  const label = accountLabel(user, t('account.user'));
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <AccountButton label={label}>{t('account.button')}</AccountButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" className={classes.email}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.member')}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {ACCOUNT_LINKS.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {t(`items.${item.key}`)}
          </Menu.Item>
        ))}
        {user?.role === 'admin' && (
          <Menu.Item component={Link} to="/admin">
            {t('items.administration')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
