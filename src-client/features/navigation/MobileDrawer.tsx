import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../shared/use-current-user.ts';
import { useSignOut } from '../../shared/use-sign-out.ts';
import { NavBadgeMark } from './NavBadgeMark.tsx';
import { MOBILE_MENUS, navLinkProps, type NavItem } from './nav-items.ts';

/** The link the phone is on: same path, and the same tab when the item names one. */
function isCurrent(item: NavItem, pathname: string, tab: unknown): boolean {
  return pathname === item.to && (!item.search || item.search.tab === tab);
}

/** The phone's menu, grouped as the desktop menus; closes on choosing a link or tapping outside. */
export function MobileDrawer({ opened, close }: { opened: boolean; close: () => void }) {
  const { t } = useTranslation('navigation');
  const signOut = useSignOut();
  const isAdmin = useUser()?.role === 'admin';
  const { pathname, tab } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, tab: (s.location.search as { tab?: unknown }).tab }) });
  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={t('mobile.title')}
      position="right"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('mobile.close') }}
    >
      <Stack component="nav" id="mobile-navigation" aria-label={t('mobile.label')} gap="sm">
        {MOBILE_MENUS.map((menu) => (
          <Stack key={menu.key} component="section" gap={2} aria-labelledby={`mobile-nav-${menu.key}`}>
            <Text id={`mobile-nav-${menu.key}`} size="xs" fw={700} tt="uppercase" c="gray.7" px="sm">
              {t(`menus.${menu.key}`)}
            </Text>
            {menu.items.map((item) => (
              <NavLink
                key={item.key}
                component={Link}
                {...navLinkProps(item)}
                label={t(`items.${item.key}`)}
                rightSection={<NavBadgeMark badge={item.badge} />}
                active={isCurrent(item, pathname, tab)}
                onClick={close}
              />
            ))}
          </Stack>
        ))}
        {isAdmin && <NavLink component={Link} to="/admin" label={t('items.administration')} active={pathname === '/admin'} onClick={close} />}
        <Button
          mt="md"
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {t('account.signOut')}
        </Button>
      </Stack>
    </Drawer>
  );
}
